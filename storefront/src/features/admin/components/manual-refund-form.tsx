import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { ManualRefundMethod } from '../../../graphql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useRecordManualRefund } from '../api/order-cash';

const METHODS: { value: ManualRefundMethod; label: string }[] = [
  { value: 'UPI', label: 'UPI' },
  { value: 'BANK_TRANSFER', label: 'Bank transfer (NEFT/IMPS)' },
];

/** Rupees typed in the form (up to two decimals) to paise, without float noise. */
const toPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);

/**
 * "Give cash back": records cash on delivery given back by hand (UPI or a bank transfer) for a
 * returned or cancelled order whose cash was collected. Amount (at most what is `left`), how, the
 * reference the bank or UPI app shows, and a note for the back office; the gateway names a wrong field.
 * `onRecorded` gets the sentence to show: the form goes once nothing is left to give back.
 */
export function ManualRefundForm({
  orderId,
  left,
  onRecorded,
}: {
  orderId: string;
  left: number;
  onRecorded: (message: string) => void;
}) {
  const [amount, setAmount] = useState<number | string>(left / 100);
  const [method, setMethod] = useState<ManualRefundMethod>('UPI');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [record, { loading }] = useRecordManualRefund();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (!reference.trim()) {
      setErrors({ reference: 'Type the reference the bank or the UPI app shows' });
      return;
    }
    try {
      const { data } = await record({
        variables: { orderId, amount: toPaise(amount), method, reference: reference.trim(), note: note.trim() || null },
      });
      if (data) {
        onRecorded(
          `Recorded: ${formatINR(data.adminRecordManualRefund.amount)} given back, reference ${reference.trim()}.`,
        );
        setReference('');
        setNote('');
      }
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={submit} aria-label="Give cash back" noValidate>
      <Stack gap="xs">
        <Title order={3} fz="sm">
          Give cash back by hand
        </Title>
        <Text size="xs" c="dimmed">
          Pay the customer by UPI or bank transfer first, then record it here; it is never sent to the payment provider.
          Up to {formatINR(left)} is left to give back.
        </Text>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <NumberInput
            label="Amount (₹)"
            required
            min={0.01}
            max={left / 100}
            clampBehavior="none"
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            miw={140}
          />
          <Select
            label="Paid by"
            data={METHODS}
            value={method}
            allowDeselect={false}
            onChange={(v) => setMethod((v ?? 'UPI') as ManualRefundMethod)}
            error={errors.method}
            miw={180}
          />
        </Group>
        <TextInput
          label="Reference"
          description="The UTR or UPI transaction id"
          required
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.reference}
        />
        <Textarea
          label="Note"
          description="For the back office only (whom it was paid to, why)"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Button type="submit" leftSection={<IconReceiptRefund size={16} />} loading={loading} w="fit-content">
          Record refund
        </Button>
      </Stack>
    </form>
  );
}
