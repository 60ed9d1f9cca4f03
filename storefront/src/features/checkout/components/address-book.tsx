import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CheckoutAddressesQuery } from '../../../graphql/graphql';
import { AddressBlock } from '../../../components/address-block';

type SavedAddress = NonNullable<CheckoutAddressesQuery['me']>['addresses'][number];

interface Props {
  addresses: SavedAddress[] | undefined;
  /** The saved address the form now holds, if any. */
  chosenId: string | null;
  onChoose: (address: SavedAddress) => void;
}

/** "Address book": the saved addresses; choosing one puts it in the form. */
export function AddressBook({ addresses, chosenId, onChoose }: Props) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Address book">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Address book
        </Title>
        {addresses === undefined && <Skeleton h={96} />}
        {addresses?.length === 0 && (
          <Text size="sm" c="dimmed">
            No saved addresses yet. Tick “Save Address” to keep this one for next time.
          </Text>
        )}
        {addresses?.map((address) => {
          const chosen = address.id === chosenId;
          return (
            <Paper
              key={address.id}
              withBorder
              radius="sm"
              p="sm"
              bg={chosen ? 'brand.0' : undefined}
              style={chosen ? { borderColor: 'var(--mantine-color-brand-5)' } : undefined}
            >
              <Stack gap="xs">
                <AddressBlock address={address} />
                <Button
                  size="compact-sm"
                  variant={chosen ? 'light' : 'outline'}
                  leftSection={chosen ? <IconCheck size={14} /> : undefined}
                  onClick={() => onChoose(address)}
                  aria-pressed={chosen}
                  aria-label={`Use the address of ${address.firstName} ${address.lastName}, ${address.city}`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {chosen ? 'Chosen' : 'Use this address'}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
}
