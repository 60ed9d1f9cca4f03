import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { useDeliveryCheck } from '../api/delivery-check';

/** The PIN code a shopper checked, kept for the visit (the tab's session) so every product page knows it. */
const REMEMBERED = 'kapda.delivery-pin';

function remembered(): string {
  try {
    return sessionStorage.getItem(REMEMBERED) ?? '';
  } catch {
    return '';
  }
}

/** "Check delivery": a PIN code in, "Delivery by Tuesday, 2 December · Cash on delivery available" out. */
export function DeliveryCheck() {
  const [pin, setPin] = useState('');
  const [check, { data, error, loading }] = useDeliveryCheck();
  const result = data?.deliveryCheck;

  const run = (value: string) => {
    try {
      sessionStorage.setItem(REMEMBERED, value);
    } catch {
      // Private mode without storage: the check still works, it is just not remembered.
    }
    void check({ variables: { pin: value } }).catch(() => undefined);
  };

  // After hydration only: the server knows nothing of this tab's session.
  useEffect(() => {
    const saved = remembered();
    if (/^\d{6}$/.test(saved)) {
      setPin(saved);
      void check({ variables: { pin: saved } }).catch(() => undefined);
    }
  }, [check]);

  return (
    <Stack gap={6} maw={420} component="section" aria-label="Check delivery">
      <Text size="sm" fw={700} tt="uppercase">
        Check delivery
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run(pin.trim());
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="PIN code"
            placeholder="Enter PIN code"
            inputMode="numeric"
            maxLength={6}
            leftSection={<IconMapPin size={16} />}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
            error={error ? errorMessage(error) : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="outline" loading={loading} disabled={pin.length !== 6}>
            Check
          </Button>
        </Group>
      </form>
      {result && !error && (
        <Group gap={6} wrap="nowrap" role="status">
          <IconTruckDelivery
            size={18}
            aria-hidden
            color={result.serviceable ? 'var(--mantine-color-teal-9)' : 'var(--mantine-color-red-9)'}
          />
          <Text size="sm" c={result.serviceable ? 'teal.9' : 'red.9'} fw={600}>
            {result.message}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
