import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useDeliveryPins } from '../api/delivery-pins';
import { useClearDeliveryPins, useDeleteDeliveryPin, useUploadDeliveryPins } from '../api/delivery-pin-changes';
import { errorMessage } from '../../../lib/error-message';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';

/** How a list code reads: a prefix covers every PIN code that starts with it. */
const shown = (code: string) => (code.length === 6 ? code : `${code}… (every PIN code starting ${code})`);

/** The PIN codes the shop delivers to: a courier's CSV uploaded, searched, codes removed, the list emptied. */
export function DeliveryPinList() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [replace, setReplace] = useState(true);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { data } = useDeliveryPins(search, page);
  const upload = useUploadDeliveryPins();
  const [remove] = useDeleteDeliveryPin();
  const [clear] = useClearDeliveryPins();
  const list = data?.adminDeliveryPins;
  const empty = list && list.totalElements === 0 && !search;

  const send = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setNote(null);
    try {
      const done = await upload(file, replace);
      setNote({ ok: true, text: `Loaded ${done.loaded} codes from ${file.name}; the list has ${done.total}.` });
    } catch (error) {
      setNote({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" aria-label="PIN codes">
      <Stack gap="sm">
        <Title order={2} fz="md">
          PIN codes
        </Title>
        <Text size="sm" c="dimmed">
          Upload the list your courier sends: one line per PIN code, <code>PIN,COD,days</code> (COD yes or no; a prefix
          such as <code>11</code>, <code>110*</code> or <code>1100xx</code> covers every PIN code starting with it).
          With no list, every valid PIN code in India is served.
        </Text>
        <Group gap="sm">
          <FileButton onChange={send} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={busy}>
                Upload CSV
              </Button>
            )}
          </FileButton>
          <Checkbox
            label="Replace the whole list"
            checked={replace}
            onChange={(event) => setReplace(event.currentTarget.checked)}
          />
        </Group>
        {note && (
          <Text size="sm" c={note.ok ? 'teal.9' : 'red'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </Text>
        )}
        {empty ? (
          <Badge color="teal" variant="light" w="fit-content">
            No list: every valid PIN code is served
          </Badge>
        ) : (
          <>
            <TextInput
              aria-label="Search PIN codes"
              placeholder="First digits"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value.replace(/\D/g, ''));
                setPage(1);
              }}
              w={200}
            />
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" aria-label="PIN code list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>PIN code</Table.Th>
                    <Table.Th>COD</Table.Th>
                    <Table.Th>Days</Table.Th>
                    <Table.Th pos="relative">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list?.content.map((row) => (
                    <Table.Tr key={row.code}>
                      <Table.Td>{shown(row.code)}</Table.Td>
                      <Table.Td>{row.codAllowed ? 'Yes' : 'No'}</Table.Td>
                      <Table.Td>{row.days}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${row.code}`}
                          onClick={() =>
                            remove({ variables: { code: row.code } }).catch((error: unknown) =>
                              setNote({ ok: false, text: errorMessage(error) }),
                            )
                          }
                        >
                          Remove
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list && (
              <Pager
                page={page}
                totalPages={list.totalPages}
                total={list.totalElements}
                noun="code"
                onChange={setPage}
              />
            )}
            <Group>
              <ConfirmButton
                label="Remove all PIN codes"
                variant="light"
                color="red"
                title="Remove every PIN code?"
                message="With no list, the shop delivers to every valid PIN code in India."
                confirmLabel="Remove all"
                onConfirm={() => clear()}
              >
                Remove all
              </ConfirmButton>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
