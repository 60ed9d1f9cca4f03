import { Alert, Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPackageOff } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '../../../graphql/graphql';
import { useSignedIn } from '../../../lib/session/use-token';
import { errorMessage } from '../../../lib/error-message';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useMyOrders } from '../api/my-orders';
import { OrdersBreadcrumb } from './orders-breadcrumb';
import { OrderFilter } from './order-filter';
import { OrderCard } from './order-card';
import { parseStatusParam, statusParam } from './order-status';

/** The order history, /account/order: breadcrumb, status filter (kept in `?status=`), the order cards. */
export function OrderListPage() {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const statuses = parseStatusParam(params.get('status'));
  if (!signedIn) {
    return (
      <SignInPrompt
        title="Please Log In"
        text="You need to log in to see your orders. Please click the button below to go to the login page."
        from={pathname + search}
      />
    );
  }

  function filter(next: OrderStatus[]) {
    const p = new URLSearchParams(params);
    if (next.length > 0) p.set('status', statusParam(next));
    else p.delete('status');
    setParams(p);
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <OrdersBreadcrumb />
      <Title order={1} fz={{ base: 22, sm: 28 }} mb="md">
        My Orders
      </Title>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <OrderFilter value={statuses} onChange={filter} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <OrderCards statuses={statuses} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function OrderCards({ statuses }: { statuses: OrderStatus[] }) {
  const { data, previousData, loading, error } = useMyOrders(statuses);
  // While another filter loads, the previous cards stay (dimmed) instead of a blank list.
  const orders = (data ?? previousData)?.orders;
  if (!orders) {
    if (error) {
      return (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not load your orders">
          {errorMessage(error)}
        </Alert>
      );
    }
    return (
      <Stack gap="sm" aria-busy aria-label="Loading your orders">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (orders.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <IconPackageOff size={48} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>
          {statuses.length > 0 ? 'No orders with this status.' : 'You have not ordered anything yet.'}
        </Text>
        {statuses.length === 0 && (
          <Button component={Link} to="/" variant="default">
            Start shopping
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" style={{ opacity: loading && !data ? 0.6 : 1 }} aria-busy={loading}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
