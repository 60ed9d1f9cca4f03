import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useApplyCouponCode } from '../api/apply-coupon';
import { useRemoveCouponCode } from '../api/remove-coupon';

interface Props {
  coupon: { code: string; title: string; amount: number; delivery: number } | null | undefined;
  offer: { code: string; title: string; amount: number } | null | undefined;
  combiningRule: string;
}

/**
 * The cart's coupon box: type a code and apply it (the server's reason in words under the field
 * when it does not apply), or the applied code with Remove; the automatic offer the cart gets, and
 * how an offer and a code combine.
 */
export function CouponBox({ coupon, offer, combiningRule }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applyCode, applying] = useApplyCouponCode();
  const [removeCode, removing] = useRemoveCouponCode();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await applyCode({ variables: { input: { code } } });
      setCode('');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Coupons and offers">
      <Stack gap="xs">
        <Group gap={6}>
          <IconDiscount size={18} aria-hidden />
          <Text fw={700} size="sm">
            Coupons and offers
          </Text>
        </Group>
        {offer && (
          <Text size="sm" c="teal.9" data-testid="applied-offer">
            Offer applied: {offer.title} (−{formatINR(offer.amount)})
          </Text>
        )}
        {coupon ? (
          <Group justify="space-between" wrap="nowrap" data-testid="applied-coupon">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text span fw={700}>
                {coupon.code}
              </Text>{' '}
              applied:{' '}
              <Text span style={{ whiteSpace: 'nowrap' }}>
                −{formatINR(coupon.amount + coupon.delivery)}
              </Text>
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              loading={removing.loading}
              onClick={() => void removeCode()}
            >
              Remove
            </Button>
          </Group>
        ) : (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label="Coupon code"
                placeholder="Enter code"
                value={code}
                maxLength={60}
                autoCapitalize="characters"
                autoComplete="off"
                onChange={(e) => setCode(e.currentTarget.value)}
                error={error}
              />
              <Button type="submit" mt={25} loading={applying.loading} disabled={!code.trim()}>
                Apply
              </Button>
            </Group>
          </form>
        )}
        <Text size="xs" c="dimmed">
          {combiningRule}
        </Text>
      </Stack>
    </Paper>
  );
}
