import type { ReactNode } from 'react';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { formatINR } from '../lib/money';
import { at } from '../lib/shop-time';

export interface LedgerPayment {
  id: string;
  provider: string;
  status: string;
  amount: number;
  providerPaymentId?: string | null;
  paidAt?: string | null;
}

export interface LedgerRefund {
  id: string;
  amount: number;
  status: string;
  reason: string;
  providerRefundId?: string | null;
  createdAt: string;
  settledAt?: string | null;
  /** Why a PENDING refund is still waiting (the provider did not answer; the shop retries). */
  note?: string | null;
  /** Back office only. */
  attempts?: number;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  requestedBy?: { email: string } | null;
}

/** The provider of a Payment an admin recorded for cash the courier collected (cash on delivery). */
const CASH = 'cash';

const REFUND_LOOK: Record<string, { color: string; label: string }> = {
  PENDING: { color: 'yellow', label: 'Being refunded' },
  PROCESSED: { color: 'teal', label: 'Refunded' },
  FAILED: { color: 'red', label: 'Refund failed' },
};

/**
 * One entry: the badge and the amount on a line of their own, the details under them. A list rather
 * than a table so that nothing is cut in a narrow card: on a phone the details simply wrap.
 */
function Entry({ badge, amount, children }: { badge: ReactNode; amount: string; children: ReactNode }) {
  return (
    <Box component="li" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        {badge}
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      <Stack gap={0} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * An order's money both ways: what was paid (provider, id, when) and what went back (amount,
 * status, reason, when). The back office passes refunds with their attempts and last error.
 */
export function MoneyLedger({ payments, refunds }: { payments: LedgerPayment[]; refunds: LedgerRefund[] }) {
  if (!payments.length && !refunds.length) {
    return (
      <Text size="sm" c="dimmed">
        No payment yet.
      </Text>
    );
  }
  return (
    <Box component="ul" aria-label="Payments and refunds" m={0} p={0} style={{ listStyle: 'none' }}>
      {payments.map((p) => (
        <Entry
          key={p.id}
          amount={formatINR(p.amount)}
          badge={
            <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
              {p.status === 'REFUNDED' ? 'Paid, refunded' : 'Paid'}
            </Badge>
          }
        >
          <Text size="sm">{at(p.paidAt)}</Text>
          <Text size="xs" c="dimmed">
            {p.provider === CASH
              ? 'Cash on delivery, collected at the door'
              : `${p.provider} ${p.providerPaymentId ?? ''}`}
          </Text>
        </Entry>
      ))}
      {refunds.map((r) => {
        const look = REFUND_LOOK[r.status] ?? { color: 'gray', label: r.status };
        return (
          <Entry
            key={r.id}
            amount={`−${formatINR(r.amount)}`}
            badge={
              <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
                {look.label}
              </Badge>
            }
          >
            <Text size="sm">{r.reason}</Text>
            <Text size="xs" c="dimmed">
              asked {at(r.createdAt)}
              {r.settledAt ? ` · settled ${at(r.settledAt)}` : ''}
              {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
              {r.requestedBy ? ` · by ${r.requestedBy.email}` : ''}
            </Text>
            {r.note && (
              <Text size="xs" c="yellow.9">
                {r.note}
              </Text>
            )}
            {r.status === 'PENDING' && r.attempts !== undefined && (
              <Text size="xs" c={r.lastError ? 'red.7' : 'dimmed'}>
                {r.attempts} attempt{r.attempts === 1 ? '' : 's'}
                {r.lastError ? ` · last error: ${r.lastError}` : ''}
                {r.nextAttemptAt ? ` · next ${at(r.nextAttemptAt)}` : ''}
              </Text>
            )}
          </Entry>
        );
      })}
    </Box>
  );
}
