import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyStockAlertsQuery } from '../../../graphql/graphql';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { errorMessage } from '../../../lib/error-message';
import { useCancelStockAlert } from '../api/cancel-stock-alert';
import { useMyStockAlerts } from '../api/my-stock-alerts';
import { EmptyState } from './empty-state';
import { ConsentChoices } from './consent-choices';
import { shopFormatter } from '../../../lib/shop-time';

type Alert = MyStockAlertsQuery['stockAlerts'][number];

const STATUS: Record<Alert['status'], { label: string; color: string }> = {
  WAITING: { label: 'Waiting for stock', color: 'blue' },
  UNCONFIRMED: { label: 'Waiting for your confirmation', color: 'yellow' },
  MAILED: { label: 'Back in stock: mail sent', color: 'teal' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

const day = shopFormatter({ dateStyle: 'medium' });

/**
 * "My Subscriptions" (/profile/subscription): the newsletter consents, and the back-in-stock
 * requests, each cancellable while it waits.
 */
export function SubscriptionsPage() {
  const { data, loading, error } = useMyStockAlerts();
  if (!data && loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your subscriptions" />
      </Center>
    );
  }
  if (!data) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (data.stockAlerts.length === 0) {
    return (
      <Stack gap="md">
        <EmptyState title="My Subscriptions" message="You do not have any active subscriptions." />
        <ConsentChoices />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        My Subscriptions
      </Title>
      <ConsentChoices />
      <Title order={3} fz="md">
        Back-in-stock requests
      </Title>
      <Text size="sm" c="dimmed">
        We mail you once when the size comes back.
      </Text>
      {data.stockAlerts.map((alert) => (
        <AlertRow key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const [cancel, { loading }] = useCancelStockAlert();
  const [error, setError] = useState<string | null>(null);
  const status = STATUS[alert.status];
  const name = `${alert.product.brand} ${alert.product.title}`;
  const onCancel = async () => {
    setError(null);
    try {
      await cancel({ variables: { id: alert.id } });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${name}, size ${alert.size}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ProductThumbnail src={alert.product.imageUrls[0]} alt="" w={64} h={85} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/product/id/${alert.product.id}`} size="sm" fw={600} lineClamp={2}>
            {name}
          </Anchor>
          <Text size="sm">
            Size {alert.size} · asked on {day.format(new Date(alert.createdAt))}
          </Text>
          <Badge color={status.color} variant="light" w="fit-content">
            {status.label}
          </Badge>
          {alert.status === 'WAITING' && (
            <Button size="xs" variant="default" w="fit-content" loading={loading} onClick={onCancel}>
              Cancel request
            </Button>
          )}
          {error && (
            <Text size="sm" c="red.9">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
