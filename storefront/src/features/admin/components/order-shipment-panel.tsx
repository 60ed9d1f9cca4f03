import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { downloadWithToken } from '../../../lib/download';
import { dateTimeText } from '../../../lib/shop-time';
import { useAdminOrderShipment, useShipOrder } from '../api/order-shipment';

function PrintButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPrinter size={14} aria-hidden />}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailure(null);
          try {
            await downloadWithToken(url, filename);
          } catch (error) {
            setFailure((error as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      {failure && (
        <Text size="xs" c="red.9" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Shipping on the admin's order page: a CONFIRMED order is booked through the courier provider
 * (the sandbox courier by default) or shipped with a courier from the owner's list and an AWB
 * typed in; a shipped one shows its courier, AWB, tracking link and the courier's latest events,
 * with its 4×6 label and A4 packing slip to print.
 */
export function OrderShipmentPanel({ orderId }: { orderId: string }) {
  const { data } = useAdminOrderShipment(orderId);
  const [ship, { loading }] = useShipOrder();
  const [courier, setCourier] = useState<string | null>(null);
  const [awb, setAwb] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const order = data?.adminOrder;
  if (!order) return null;
  const shipment = order.shipment;
  const canShip = order.status === 'CONFIRMED' && !shipment;
  if (!shipment && !canShip) return null;
  const provider = data.adminCourierProvider === 'shiprocket' ? 'Shiprocket' : 'the sandbox courier';
  const send = (variables: { courier?: string; awb?: string }) => {
    setMessage(null);
    ship({ variables: { id: order.id, ...variables } }).catch((error: unknown) => setMessage(errorMessage(error)));
  };
  const latest = shipment ? [...shipment.events].reverse().slice(0, 4) : [];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Shipping">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Shipping
          </Title>
          {shipment?.status && (
            <Badge color="teal" variant="light">
              {shipment.status.replace(/_/g, ' ').toLowerCase()}
            </Badge>
          )}
        </Group>
        {shipment ? (
          <>
            <Text size="sm">
              {shipment.courier} · AWB{' '}
              <Text span ff="monospace" data-testid="awb">
                {shipment.awb}
              </Text>
              {shipment.trackingUrl && (
                <>
                  {' · '}
                  <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    Tracking page
                  </Anchor>
                </>
              )}
            </Text>
            {shipment.pickupAt && (
              <Text size="xs" c="dimmed">
                Pickup {dateTimeText.format(new Date(shipment.pickupAt))}
              </Text>
            )}
            {latest.length > 0 && (
              <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Courier events">
                {latest.map((e, i) => (
                  <Text key={`${e.at}-${i}`} size="xs" component="li">
                    {dateTimeText.format(new Date(e.at))}: {e.description}
                    {e.location ? `, ${e.location}` : ''}
                  </Text>
                ))}
              </Stack>
            )}
            <Group>
              <PrintButton
                url={`/api/admin/orders/${order.id}/label`}
                filename={`label-${shipment.awb}.pdf`}
                label="Print label"
              />
              <PrintButton
                url={`/api/admin/orders/${order.id}/packing-slip`}
                filename={`packing-slip-${order.id.slice(-8).toUpperCase()}.pdf`}
                label="Packing slip"
              />
            </Group>
          </>
        ) : (
          <>
            <Group>
              <Button
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
                loading={loading}
                onClick={() => send({})}
              >
                Book with {provider}
              </Button>
              <PrintButton
                url={`/api/admin/orders/${order.id}/packing-slip`}
                filename={`packing-slip-${order.id.slice(-8).toUpperCase()}.pdf`}
                label="Packing slip"
              />
            </Group>
            <Text size="xs" c="dimmed">
              Or ship with a courier of your own and its tracking number:
            </Text>
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Courier"
                placeholder="Choose"
                data={data.adminCouriers.map((c) => c.name)}
                value={courier}
                onChange={setCourier}
                w={180}
              />
              <TextInput
                label="AWB"
                value={awb}
                onChange={(e) => setAwb(e.currentTarget.value)}
                w={180}
                autoComplete="off"
              />
              <Button
                variant="light"
                disabled={!courier || !awb.trim()}
                loading={loading}
                onClick={() => send({ courier: courier!, awb: awb.trim() })}
              >
                Ship with this AWB
              </Button>
            </Group>
          </>
        )}
        {message && (
          <Text c="red" size="sm" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
