import { Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useAdminReturnRate } from '../api/returns';

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toLocaleString('en-IN')} %`;

/**
 * The dashboard's return rate this month: units asked back (requests not declined or cancelled)
 * over units delivered, the same for orders, and by reason. Hidden until it has loaded.
 */
export function ReturnRateCard() {
  const { data } = useAdminReturnRate();
  const r = data?.adminReturnRate;
  if (!r) return null;
  const reasons = r.byReason.filter((f) => f.units > 0);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Returns this month">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="lg">
            Returns this month
          </Title>
          <Text size="sm" c="dimmed">
            Units asked back over units delivered since the 1st
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" role="group" aria-label="Return rate">
          <Text fz={26} fw={700}>
            {percent(r.rate)}
          </Text>
          <Text size="sm">
            {r.unitsReturned} of {r.unitsDelivered} unit{r.unitsDelivered === 1 ? '' : 's'} · {r.ordersReturned} of{' '}
            {r.ordersDelivered} order{r.ordersDelivered === 1 ? '' : 's'} ({percent(r.orderRate)})
          </Text>
        </Stack>
      </Group>
      {reasons.length ? (
        <Table mt="md" verticalSpacing={6} aria-label="Return rate by reason">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reason</Table.Th>
              <Table.Th ta="right">Requests</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reasons.map((f) => (
              <Table.Tr key={f.reason}>
                <Table.Td>
                  <Text size="sm">{f.label}</Text>
                  <Progress
                    value={r.unitsReturned ? (f.units / r.unitsReturned) * 100 : 0}
                    size="xs"
                    mt={4}
                    aria-label={`${f.label}: share of the units returned`}
                  />
                </Table.Td>
                <Table.Td ta="right">{f.requests}</Table.Td>
                <Table.Td ta="right">{f.units}</Table.Td>
                <Table.Td ta="right">{percent(f.rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" mt="sm">
          No returns asked for this month.
        </Text>
      )}
    </Card>
  );
}
