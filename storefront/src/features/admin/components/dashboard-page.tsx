import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useAdminDashboard } from '../api/dashboard';
import { CongratulationCard, MonthlyOverview } from './dashboard-figures';
import { DailySalesChart } from './daily-sales-chart';
import { OrderTable } from './order-table';
import { ProductTable } from './product-table';
import { ReturnRateCard } from './return-rate-card';
import { RetentionCard } from './retention-card';

/** The dashboard, /admin: congratulation, Monthly Overview, daily sales, recent orders and products. */
export function DashboardPage() {
  const { data, error } = useAdminDashboard();
  if (!data) {
    if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
    return <Skeleton h={400} role="status" aria-label="Loading the dashboard" />;
  }
  const figures = data.adminDashboard;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Dashboard
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CongratulationCard figures={figures} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MonthlyOverview figures={figures} />
        </Grid.Col>
      </Grid>
      <DailySalesChart days={figures.dailySales} />
      <ReturnRateCard />
      <RetentionCard />
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Recent Orders
          </Title>
          <Anchor component={Link} to="/admin/orders" size="sm">
            All orders
          </Anchor>
        </Group>
        <OrderTable orders={data.adminOrders.content} caption="Recent orders" />
      </Card>
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Recent Products
          </Title>
          <Anchor component={Link} to="/admin/products" size="sm">
            All products
          </Anchor>
        </Group>
        <ProductTable products={data.adminProducts.content} caption="Recent products" />
      </Card>
    </Stack>
  );
}
