import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCash,
  IconCreditCard,
  IconTruckDelivery,
  IconTruckReturn,
  IconCurrencyRupee,
  IconReceiptRefund,
  IconDiscount,
  IconShirt,
  IconShoppingBag,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { AdminDashboardQuery } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';

type Figures = AdminDashboardQuery['adminDashboard'];

/**
 * The congratulation card: this month's sales in one sentence. Its title states the period rather
 * than congratulating whoever signed in ("Congratulations Shop!" with no sale yet, issue 56).
 */
export function CongratulationCard({ figures }: { figures: Figures }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Title order={2} fz="lg">
        This month so far
      </Title>
      {/* A group, not the paragraph, carries the name: paragraphs cannot be named. */}
      <div role="group" aria-label="Sales this month">
        <Text c="dimmed" size="sm" mt={4}>
          Sales this month
        </Text>
        <Text fz={30} fw={700} c="teal.4" mt="sm">
          {formatINR(figures.salesThisMonth)}
        </Text>
      </div>
      <Text size="sm" mt="xs">
        from {figures.ordersThisMonth} paid order{figures.ordersThisMonth === 1 ? '' : 's'}, net of refunds
      </Text>
    </Card>
  );
}

function Figure({ label, value, icon: Glyph, color }: { label: string; value: string; icon: Icon; color: string }) {
  return (
    <Group gap="sm" wrap="nowrap" role="group" aria-label={label}>
      <ThemeIcon size={44} radius="md" color={color} variant="light">
        <Glyph size={24} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="lg">
          {value}
        </Text>
      </Stack>
    </Group>
  );
}

/** "Monthly Overview" with the real figures (the spec's were placeholders). */
export function MonthlyOverview({ figures }: { figures: Figures }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Title order={2} fz="lg" mb="md">
        Monthly Overview
      </Title>
      <SimpleGrid cols={{ base: 2, xl: 6 }} spacing="lg">
        <Figure label="Sales" value={formatINR(figures.salesThisMonth)} icon={IconCurrencyRupee} color="teal" />
        <Figure label="Refunds" value={formatINR(figures.refundsThisMonth)} icon={IconReceiptRefund} color="red" />
        <Figure
          label="Discounts given"
          value={formatINR(figures.discountsThisMonth)}
          icon={IconDiscount}
          color="orange"
        />
        <Figure label="Orders" value={String(figures.ordersThisMonth)} icon={IconShoppingBag} color="blue" />
        <Figure label="Customers" value={String(figures.customers)} icon={IconUsers} color="yellow" />
        <Figure label="Products" value={String(figures.products)} icon={IconShirt} color="grape" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xl: 4 }} spacing="lg" mt="lg">
        <Figure
          label="Paid online"
          value={formatINR(figures.prepaidSalesThisMonth)}
          icon={IconCreditCard}
          color="teal"
        />
        <Figure
          label="Cash on delivery collected"
          value={formatINR(figures.codSalesThisMonth)}
          icon={IconCash}
          color="teal"
        />
        <Figure
          label={`COD to collect (${figures.codOrdersToCollect})`}
          value={formatINR(figures.codToCollect)}
          icon={IconTruckDelivery}
          color="orange"
        />
        <Figure
          label="Refused at the door"
          value={`${Math.round(figures.returnToOriginRate * 100)} %`}
          icon={IconTruckReturn}
          color="red"
        />
      </SimpleGrid>
    </Card>
  );
}
