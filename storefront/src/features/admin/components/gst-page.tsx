import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import type { AdminGstMonthQuery } from '../../../graphql/graphql';
import { downloadWithToken } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useGstMonth } from '../api/gst-month';
import { AdminPageHeader } from './admin-page-header';
import { currentMonth, recentMonths } from './gst-months';
import { usePhone } from './use-phone';
import { ScrollTable } from './scroll-table';
import { shopZoneName } from '../../../lib/shop-time';

type Rate = AdminGstMonthQuery['adminGstMonth']['rates'][number];

const COLUMNS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'] as const;
const figures = (a: Rate['invoiced']) => [a.taxable, a.cgst, a.sgst, a.igst, a.total];

/** A phone's view of the totals: a card per rate, each figure on its own labelled line. */
function RateCards({ rates }: { rates: Rate[] }) {
  return (
    <Stack gap="sm">
      {rates.map((r) => (
        <Paper key={r.rate} withBorder p="sm" radius="md" component="section" aria-label={`${r.rate}%`}>
          <Title order={2} fz="md" mb="xs">
            {r.rate}%
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            {(
              [
                ['Invoices', r.invoiced],
                ['Credit notes', r.credited],
              ] as const
            ).map(([kind, amounts]) => (
              <div key={kind}>
                <Text size="sm" fw={600}>
                  {kind}
                </Text>
                <Box component="dl" m={0}>
                  {figures(amounts).map((paise, i) => (
                    <Group key={COLUMNS[i]} justify="space-between" gap={4} wrap="nowrap">
                      <Text component="dt" size="xs" c="dimmed">
                        {COLUMNS[i]}
                      </Text>
                      <Text component="dd" size="xs" m={0}>
                        {formatINR(paise)}
                      </Text>
                    </Group>
                  ))}
                </Box>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

function RateTable({ rates }: { rates: Rate[] }) {
  const phone = usePhone();
  if (!rates.length) return <Text c="dimmed">No invoices or credit notes this month.</Text>;
  if (phone) return <RateCards rates={rates} />;
  const cells = (a: Rate['invoiced']) =>
    [a.taxable, a.cgst, a.sgst, a.igst, a.total].map((paise, i) => <Table.Td key={i}>{formatINR(paise)}</Table.Td>);
  return (
    <ScrollTable label="Totals by rate (scrolls sideways)" minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Totals by rate">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rate</Table.Th>
            <Table.Th>Documents</Table.Th>
            <Table.Th>Taxable value</Table.Th>
            <Table.Th>CGST</Table.Th>
            <Table.Th>SGST</Table.Th>
            <Table.Th>IGST</Table.Th>
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.flatMap((r) => [
            <Table.Tr key={`${r.rate}-i`} aria-label={`${r.rate}% invoiced`}>
              <Table.Td rowSpan={2} fw={700}>
                {r.rate}%
              </Table.Td>
              <Table.Td>Invoices</Table.Td>
              {cells(r.invoiced)}
            </Table.Tr>,
            <Table.Tr key={`${r.rate}-c`} aria-label={`${r.rate}% credited`}>
              <Table.Td>Credit notes</Table.Td>
              {cells(r.credited)}
            </Table.Tr>,
          ])}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** GST for the accountant: a month's totals by rate (invoices and credit notes) and its CSV export. */
export function GstPage() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? currentMonth();
  const { data, error } = useGstMonth(month);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = data?.adminGstMonth;
  const download = async () => {
    if (!summary) return;
    setBusy(true);
    try {
      await downloadWithToken(summary.csvUrl, `gst-${summary.month}.csv`);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <AdminPageHeader
        title="GST"
        actions={
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="Month"
              data={recentMonths()}
              value={month}
              onChange={(e) => setParams({ month: e.currentTarget.value })}
            />
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={busy}
              disabled={!summary}
            >
              Download CSV
            </Button>
          </Group>
        }
        error={failure}
        onCloseError={() => setFailure(null)}
      />
      <Card withBorder radius="md" p="lg">
        {summary ? (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {summary.invoices} invoice{summary.invoices === 1 ? '' : 's'} and {summary.creditNotes} credit note
              {summary.creditNotes === 1 ? '' : 's'} issued ({shopZoneName()}). The CSV has one row per document and
              rate.
            </Text>
            <RateTable rates={summary.rates} />
          </>
        ) : error ? (
          <Alert color="red">{errorMessage(error)}</Alert>
        ) : (
          <Skeleton h={200} role="status" aria-label="Loading the month" />
        )}
      </Card>
    </>
  );
}
