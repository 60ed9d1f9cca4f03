import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TaxDocumentFieldsFragment } from '../graphql/graphql';
import { documentFileName, downloadWithToken } from '../lib/download';
import { formatINR } from '../lib/money';
import { shortDateText as issued } from '../lib/shop-time';

function DownloadButton({ url, number, label }: { url: string; number: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadWithToken(url, documentFileName(number));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy}
        onClick={download}
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
 * An order's GST invoice and credit notes with their PDF downloads; says when there is no
 * invoice yet (one is issued when the order is paid; a cash-on-delivery one's when it ships).
 */
export function TaxDocuments({
  order,
  cashOnDelivery,
}: {
  order: TaxDocumentFieldsFragment;
  cashOnDelivery?: boolean;
}) {
  const { invoice, creditNotes } = order;
  if (!invoice) {
    return (
      <Text size="sm" c="dimmed">
        {cashOnDelivery
          ? 'The GST invoice is issued when the order ships.'
          : 'The GST invoice is issued when the order is paid.'}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          Invoice {invoice.number}
          <br />
          <Text span size="xs" c="dimmed">
            {issued.format(new Date(invoice.issuedAt))}
          </Text>
        </Text>
        <DownloadButton url={invoice.url} number={invoice.number} label="Download invoice" />
      </Group>
      {creditNotes.map((note) => (
        <Group key={note.number} justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            Credit note {note.number}
            <br />
            <Text span size="xs" c="dimmed">
              {issued.format(new Date(note.issuedAt))} · {formatINR(note.total)} · {note.reason}
            </Text>
          </Text>
          <DownloadButton url={note.url} number={note.number} label="Download credit note" />
        </Group>
      ))}
    </Stack>
  );
}
