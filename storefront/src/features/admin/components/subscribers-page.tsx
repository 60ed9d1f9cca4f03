import { useState } from 'react';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AdminPageHeader } from './admin-page-header';
import { downloadWithToken } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { useAdminSubscribers } from '../api/subscribers';

function Count({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value.toLocaleString('en-IN')}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');

/** /admin/subscribers: who agrees to which marketing mail (counts and the CSV), and what brings shoppers back. */
export function SubscribersPage() {
  const { data, error } = useAdminSubscribers();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken('/api/admin/subscribers.csv', 'subscribers.csv');
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const counts = data?.adminSubscriberCounts;
  const figures = data?.adminRetentionFigures;
  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        actions={
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={busy}>
            Export CSV
          </Button>
        }
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
      />
      {!counts || !figures ? (
        <Loader aria-label="Loading subscribers" />
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" p="lg" component="section" aria-label="Consents">
            <Title order={2} fz="lg" mb="md">
              Consents standing now
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
              <Count label="Newsletter" value={counts.newsletter} />
              <Count label="Order reminders" value={counts.orderReminders} />
              <Count label="Back in stock" value={counts.backInStock} />
              <Count label="Any of them" value={counts.anyTopic} />
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" p="lg" component="section" aria-label="Bringing shoppers back">
            <Title order={2} fz="lg" mb="md">
              Bringing shoppers back this month
            </Title>
            <Group gap="xl" align="flex-start">
              <Count label="Wish-list adds" value={figures.wishlistAdds} />
              <Count
                label="Back-in-stock conversions"
                value={figures.backInStockConversions}
                note={`of ${figures.backInStockMailed} mailed (${share(figures.backInStockConversions, figures.backInStockMailed)})`}
              />
              <Count
                label="Recovered carts"
                value={figures.recoveredCarts}
                note={`of ${figures.cartReminders} reminded (${share(figures.recoveredCarts, figures.cartReminders)})`}
              />
            </Group>
          </Card>
        </Stack>
      )}
    </>
  );
}
