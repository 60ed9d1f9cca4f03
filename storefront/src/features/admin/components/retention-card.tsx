import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMyPermissions } from '../api/my-permissions';
import { useAdminSubscribers } from '../api/subscribers';

const share = (part: number, whole: number) => (whole ? ` (${Math.round((part / whole) * 100)} %)` : '');

function Figure({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value.toLocaleString('en-IN')}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

/** The figures shown once the permission to read them is known to be held (customersRead). */
function RetentionFigures() {
  const { data } = useAdminSubscribers();
  const f = data?.adminRetentionFigures;
  if (!f) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="retention-card-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="retention-card-title">
          Bringing shoppers back this month
        </Title>
        <Anchor component={Link} to="/admin/subscribers" size="sm">
          Subscribers
        </Anchor>
      </Group>
      <SimpleGrid cols={3} spacing="lg">
        <Figure label="Wish-list adds" value={f.wishlistAdds} note="products saved" />
        <Figure
          label="Back-in-stock conversions"
          value={f.backInStockConversions}
          note={`of ${f.backInStockMailed} mailed${share(f.backInStockConversions, f.backInStockMailed)}`}
        />
        <Figure
          label="Recovered carts"
          value={f.recoveredCarts}
          note={`of ${f.cartReminders} reminded${share(f.recoveredCarts, f.cartReminders)}`}
        />
      </SimpleGrid>
    </Card>
  );
}

/** The dashboard's card of issue 39's figures: wish-list adds, back-in-stock conversions, recovered carts. */
export function RetentionCard() {
  const permissions = useMyPermissions();
  return permissions?.has('customersRead') ? <RetentionFigures /> : null;
}
