import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useUpdateDeliverySettings } from '../api/update-delivery-settings';

interface Settings {
  freeDeliveryThreshold: number;
  deliveryCharge: number;
  defaultDeliveryDays: number;
  codEnabled: boolean;
}

/** Rupees typed in the form (up to two decimals) to paise, without float noise. */
const toPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);

/** The delivery charge below the free-delivery threshold, in rupees; each wrong field is named under it. */
export function DeliverySettingsForm({ settings }: { settings: Settings }) {
  const [threshold, setThreshold] = useState<number | string>(settings.freeDeliveryThreshold / 100);
  const [charge, setCharge] = useState<number | string>(settings.deliveryCharge / 100);
  const [days, setDays] = useState<number | string>(settings.defaultDeliveryDays);
  const [cod, setCod] = useState(settings.codEnabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useUpdateDeliverySettings();
  useEffect(() => {
    setThreshold(settings.freeDeliveryThreshold / 100);
    setCharge(settings.deliveryCharge / 100);
    setDays(settings.defaultDeliveryDays);
    setCod(settings.codEnabled);
  }, [settings.freeDeliveryThreshold, settings.deliveryCharge, settings.defaultDeliveryDays, settings.codEnabled]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      const { data } = await save({
        variables: {
          input: {
            freeDeliveryThreshold: toPaise(threshold),
            deliveryCharge: toPaise(charge),
            defaultDeliveryDays: Number(days),
            codEnabled: cod,
          },
        },
      });
      const s = data?.adminUpdateDeliverySettings;
      if (s) {
        setMessage(
          s.deliveryCharge
            ? `Saved: ${formatINR(s.deliveryCharge)} below ${formatINR(s.freeDeliveryThreshold)}, free above.`
            : 'Saved: delivery is free on every order.',
        );
      }
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
    }
  };

  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Delivery charge">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Delivery charge and cash on delivery
        </Title>
        <Text size="sm" c="dimmed">
          Goods worth the threshold or more (after discounts) ship free; below it the charge is added to the order. A
          charge of ₹0 makes delivery free on every order. Orders already placed keep their charge.
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Free delivery from (₹)"
            min={0}
            decimalScale={2}
            value={threshold}
            onChange={setThreshold}
            error={errors.freeDeliveryThreshold}
            miw={180}
          />
          <NumberInput
            label="Charge below it (₹)"
            min={0}
            decimalScale={2}
            value={charge}
            onChange={setCharge}
            error={errors.deliveryCharge}
            miw={180}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Days to deliver without a PIN code list"
            min={1}
            max={60}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={errors.defaultDeliveryDays}
            miw={180}
          />
          <Checkbox
            label="Cash on delivery where the PIN code allows it"
            checked={cod}
            onChange={(event) => setCod(event.currentTarget.checked)}
            mt={30}
            miw={180}
          />
        </Group>
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        {message && (
          <Text c="teal.9" size="sm" role="status">
            {message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
