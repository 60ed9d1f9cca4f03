import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useAdminCoupons, useSetCouponPaused } from '../api/coupons';
import { AdminPageHeader } from './admin-page-header';
import { ScrollTable } from './scroll-table';
import { CouponForm, EMPTY_COUPON, type CouponFormValues } from './coupon-form';
import { shopDay } from '../../../lib/shop-time';

type Row = NonNullable<ReturnType<typeof useAdminCoupons>['data']>['adminCoupons'][number];

/** The shop's day of a moment ("2026-11-02"); the end is exclusive, so its last day is the moment before. */
const couponDay = (iso: string | null, end = false) =>
  iso ? shopDay(new Date(new Date(iso).getTime() - (end ? 1 : 0))) : '';

function formValues(c: Row): CouponFormValues {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    automatic: c.automatic,
    kind: c.kind,
    percent: c.percent ?? '',
    amountOff: c.amountOff === null || c.amountOff === undefined ? '' : c.amountOff / 100,
    minGoods: c.minGoods ? c.minGoods / 100 : '',
    startsOn: couponDay(c.startsAt ?? null),
    endsOn: couponDay(c.endsAt ?? null, true),
    usageLimit: c.usageLimit ?? '',
    perCustomerLimit: c.perCustomerLimit ?? '',
    firstOrderOnly: c.firstOrderOnly,
    categoryIds: c.categoryIds.join(', '),
    products: c.products.map(({ id, title, brand }) => ({ id, title, brand })),
    onSaleItems: c.onSaleItems,
    paused: c.paused,
  };
}

/** /admin/coupons: codes and automatic offers with uses so far, discount given and orders; make, edit, pause. */
export function CouponsPage() {
  const { data, error } = useAdminCoupons();
  const [setPaused] = useSetCouponPaused();
  const [editing, setEditing] = useState<CouponFormValues | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const coupons = data?.adminCoupons ?? [];

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Coupons and offers"
        error={actionError ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setActionError(null)}
        actions={
          !editing && (
            <Button onClick={() => setEditing(EMPTY_COUPON)} size="sm">
              New coupon
            </Button>
          )
        }
      />
      {editing && <CouponForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <ScrollTable label="Coupons" minWidth={820}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Gives</Table.Th>
              <Table.Th>Uses so far</Table.Th>
              <Table.Th>Discount given</Table.Th>
              <Table.Th>Orders</Table.Th>
              <Table.Th>State</Table.Th>
              {/* Positioned, so the hidden label stays inside the scroll region (it would widen a phone's page). */}
              <Table.Th pos="relative">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coupons.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text fw={700} size="sm">
                    {c.code}
                  </Text>
                  {c.automatic && (
                    <Badge size="xs" variant="light">
                      automatic offer
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.title}</Text>
                </Table.Td>
                <Table.Td>
                  {c.usesHeld}
                  {c.usageLimit ? ` of ${c.usageLimit}` : ''}
                </Table.Td>
                <Table.Td>{formatINR(c.discountGiven)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {c.orderIds.slice(0, 3).map((id) => (
                      <Text key={id} component={Link} to={`/admin/orders/${id}`} size="xs" c="blue.8">
                        {id.slice(-6)}
                      </Text>
                    ))}
                    {c.orders > 3 && <Text size="xs">+{c.orders - 3}</Text>}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={c.paused ? 'gray' : 'teal'} variant="light">
                    {c.paused ? 'Paused' : 'Active'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(formValues(c))}>
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() =>
                        setPaused({ variables: { id: c.id, paused: !c.paused } }).catch((e: unknown) =>
                          setActionError(errorMessage(e)),
                        )
                      }
                    >
                      {c.paused ? 'Resume' : 'Pause'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {data && !coupons.length && <Text c="dimmed">No coupons yet.</Text>}
    </Stack>
  );
}
