import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useCreateCoupon, useUpdateCoupon } from '../api/coupons';

/** The form's values: amounts in rupees as typed, dates as India days ("2026-11-02"). */
export interface CouponFormValues {
  id?: string;
  code: string;
  title: string;
  automatic: boolean;
  kind: 'PERCENT' | 'FIXED' | 'FREE_DELIVERY';
  percent: number | string;
  amountOff: number | string;
  minGoods: number | string;
  startsOn: string;
  endsOn: string;
  usageLimit: number | string;
  perCustomerLimit: number | string;
  firstOrderOnly: boolean;
  categoryIds: string;
  onSaleItems: boolean;
  paused: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  title: '',
  automatic: false,
  kind: 'FIXED',
  percent: '',
  amountOff: '',
  minGoods: '',
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  categoryIds: '',
  onSaleItems: true,
  paused: false,
};

/** Rupees typed (up to two decimals) to paise without float noise; empty stays empty. */
const paise = (rupees: number | string) => (rupees === '' ? null : Math.round(Number(rupees) * 100));
const whole = (value: number | string) => (value === '' ? null : Number(value));

/**
 * Makes or edits a coupon or automatic offer. The server checks every field and names each wrong
 * one (a percent over 100, a negative amount) under it.
 */
export function CouponForm({ initial, onDone }: { initial: CouponFormValues; onDone: () => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateCoupon();
  const [update, updating] = useUpdateCoupon();
  const set =
    <K extends keyof CouponFormValues>(key: K) =>
    (value: CouponFormValues[K]) =>
      setV((old) => ({ ...old, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const input = {
      code: v.code,
      title: v.title,
      automatic: v.automatic,
      kind: v.kind,
      percent: v.kind === 'PERCENT' ? whole(v.percent) : null,
      amountOff: v.kind === 'FIXED' ? paise(v.amountOff) : null,
      minGoods: paise(v.minGoods),
      startsOn: v.startsOn || null,
      endsOn: v.endsOn || null,
      usageLimit: whole(v.usageLimit),
      perCustomerLimit: whole(v.perCustomerLimit),
      firstOrderOnly: v.firstOrderOnly,
      categoryIds: v.categoryIds
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      onSaleItems: v.onSaleItems,
      paused: v.paused,
    };
    try {
      if (v.id) await update({ variables: { id: v.id, input } });
      else await create({ variables: { input } });
      onDone();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
    }
  }

  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-label="Coupon form">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {v.id ? `Edit ${initial.code}` : 'New coupon or offer'}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Code"
            value={v.code}
            onChange={(e) => set('code')(e.currentTarget.value)}
            error={errors.code}
            miw={160}
          />
          <TextInput
            label="What the shopper reads"
            placeholder="₹200 off above ₹1,999"
            value={v.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            error={errors.title}
            miw={220}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Gives"
            data={[
              { value: 'FIXED', label: 'Fixed ₹ off' },
              { value: 'PERCENT', label: 'Percent off' },
              { value: 'FREE_DELIVERY', label: 'Free delivery' },
            ]}
            value={v.kind}
            allowDeselect={false}
            onChange={(value) => value && set('kind')(value as CouponFormValues['kind'])}
            error={errors.kind}
            miw={160}
          />
          {v.kind === 'PERCENT' && (
            <NumberInput
              label="Percent off"
              value={v.percent}
              onChange={set('percent')}
              error={errors.percent}
              miw={140}
            />
          )}
          {v.kind === 'FIXED' && (
            <NumberInput
              label="Amount off (₹)"
              decimalScale={2}
              value={v.amountOff}
              onChange={set('amountOff')}
              error={errors.amountOff}
              miw={140}
            />
          )}
          <NumberInput
            label="Minimum goods (₹)"
            decimalScale={2}
            value={v.minGoods}
            onChange={set('minGoods')}
            error={errors.minGoods}
            miw={140}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First day (India)"
            placeholder="2026-10-20"
            value={v.startsOn}
            onChange={(e) => set('startsOn')(e.currentTarget.value)}
            error={errors.startsOn}
            miw={140}
          />
          <TextInput
            label="Last day (India)"
            placeholder="2026-11-02"
            value={v.endsOn}
            onChange={(e) => set('endsOn')(e.currentTarget.value)}
            error={errors.endsOn}
            miw={140}
          />
          <NumberInput
            label="Total uses (empty: no cap)"
            allowDecimal={false}
            value={v.usageLimit}
            onChange={set('usageLimit')}
            error={errors.usageLimit}
            miw={140}
          />
          <NumberInput
            label="Uses per customer"
            allowDecimal={false}
            value={v.perCustomerLimit}
            onChange={set('perCustomerLimit')}
            error={errors.perCustomerLimit}
            miw={140}
          />
        </Group>
        <TextInput
          label="Categories (comma-separated paths; empty: everything)"
          placeholder="women/clothing, men/footwear"
          value={v.categoryIds}
          onChange={(e) => set('categoryIds')(e.currentTarget.value)}
          error={errors.categoryIds}
        />
        <Group wrap="wrap">
          <Checkbox
            label="Automatic offer (no code)"
            checked={v.automatic}
            onChange={(e) => set('automatic')(e.currentTarget.checked)}
          />
          <Checkbox
            label="First order only"
            checked={v.firstOrderOnly}
            onChange={(e) => set('firstOrderOnly')(e.currentTarget.checked)}
          />
          <Checkbox
            label="Also on sale items"
            checked={v.onSaleItems}
            onChange={(e) => set('onSaleItems')(e.currentTarget.checked)}
          />
          <Checkbox label="Paused" checked={v.paused} onChange={(e) => set('paused')(e.currentTarget.checked)} />
        </Group>
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
