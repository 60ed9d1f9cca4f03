import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  type NumberInputProps,
  type TextInputProps,
} from '@mantine/core';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useCreateCoupon, useUpdateCoupon } from '../api/coupons';
import { CouponProductPicker, type PickedProduct } from './coupon-product-picker';
import { shopZoneName } from '../../../lib/shop-time';

/** The form's values: amounts in rupees as typed, dates as the shop's days ("2026-11-02"). */
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
  products: PickedProduct[];
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
  products: [],
  onSaleItems: true,
  paused: false,
};

/** The keys of the form's values that hold a T. */
type KeysOf<T> = { [K in keyof CouponFormValues]-?: CouponFormValues[K] extends T ? K : never }[keyof CouponFormValues];

/** Rupees typed (up to two decimals) to paise without float noise; empty stays empty. */
const paise = (rupees: number | string) => (rupees === '' ? null : Math.round(Number(rupees) * 100));
const whole = (value: number | string) => (value === '' ? null : Number(value));

/**
 * Makes or edits a coupon or automatic offer. The server checks every field and names each wrong
 * one (a percent over 100, a negative amount, a product no longer on sale) under it.
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

  // One field of each kind, bound to its value and to the server's error for it.
  const text = (key: KeysOf<string> & string, label: string, props: TextInputProps = {}) => (
    <TextInput
      label={label}
      value={v[key]}
      onChange={(e) => set(key)(e.currentTarget.value as never)}
      error={errors[key]}
      {...props}
    />
  );
  const number = (key: KeysOf<number | string>, label: string, props: NumberInputProps = {}) => (
    <NumberInput label={label} value={v[key]} onChange={set(key)} error={errors[key]} miw={140} {...props} />
  );
  const check = (key: KeysOf<boolean>, label: string) => (
    <Checkbox label={label} checked={v[key]} onChange={(e) => set(key)(e.currentTarget.checked)} />
  );

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
      productIds: v.products.map((p) => p.id),
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
          {text('code', 'Code', { miw: 160 })}
          {text('title', 'What the shopper reads', { placeholder: '₹200 off above ₹1,999', miw: 220 })}
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
          {v.kind === 'PERCENT' && number('percent', 'Percent off')}
          {v.kind === 'FIXED' && number('amountOff', 'Amount off (₹)', { decimalScale: 2 })}
          {number('minGoods', 'Minimum goods (₹)', { decimalScale: 2 })}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {text('startsOn', `First day (${shopZoneName('short')})`, { placeholder: '2026-10-20', miw: 140 })}
          {text('endsOn', `Last day (${shopZoneName('short')})`, { placeholder: '2026-11-02', miw: 140 })}
          {number('usageLimit', 'Total uses (empty: no cap)', { allowDecimal: false })}
          {number('perCustomerLimit', 'Uses per customer', { allowDecimal: false })}
        </Group>
        {text('categoryIds', 'Categories (comma-separated paths)', { placeholder: 'women/clothing, men/footwear' })}
        <CouponProductPicker value={v.products} onChange={set('products')} error={errors.productIds} />
        <Text size="xs" c="dimmed" mt={-6}>
          It covers the products chosen and everything in the categories named; both empty: every product.
        </Text>
        <Group wrap="wrap">
          {check('automatic', 'Automatic offer (no code)')}
          {check('firstOrderOnly', 'First order only')}
          {check('onSaleItems', 'Also on sale items')}
          {check('paused', 'Paused')}
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
