import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import type { AdminDashboardQuery } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Daily sales of the last 30 days (the shop's days), one bar a day. */
export function DailySalesChart({ days }: { days: AdminDashboardQuery['adminDashboard']['dailySales'] }) {
  const data = days.map((d) => ({
    day: dayLabel.format(new Date(`${d.day}T00:00:00Z`)),
    Sales: d.sales,
    orders: d.orders,
  }));
  const total = days.reduce((sum, d) => sum + d.sales, 0);
  return (
    <Card withBorder radius="md" p="lg" role="figure" aria-label="Daily sales, last 30 days">
      <Title order={2} fz="lg">
        Daily sales, last 30 days
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {formatINR(total)} in all
      </Text>
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        series={[{ name: 'Sales', color: 'teal.5' }]}
        valueFormatter={(paise) => formatINR(paise)}
        yAxisProps={{ width: 90 }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        gridAxis="y"
      />
    </Card>
  );
}
