import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AddressBlock } from '../../../components/address-block';
import { errorMessage } from '../../../lib/error-message';
import type { Profile } from '../../../lib/session/use-profile';
import { useDeleteAddress, useMakeDefaultAddress } from '../api/saved-addresses';

type Address = Profile['addresses'][number];

/** Every saved address: the default marked, any other can become it, any can be deleted. */
export function SavedAddresses({ addresses }: { addresses: Address[] }) {
  const [makeDefault, defaulting] = useMakeDefaultAddress();
  const [remove, removing] = useDeleteAddress();
  const [error, setError] = useState<string | null>(null);
  const busy = defaulting.loading || removing.loading;

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  if (!addresses.length)
    return (
      <Text size="sm" c="dimmed">
        No saved addresses yet: tick “Save Address” at checkout to keep one.
      </Text>
    );
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {addresses.map((address) => {
          const name = `${address.firstName} ${address.lastName}, ${address.city}`;
          return (
            <Paper key={address.id} withBorder radius="sm" p="sm" component="article" aria-label={name}>
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge variant="light" size="sm">
                    {address.addressType === 'WORK' ? 'Work' : 'Home'}
                  </Badge>
                  {address.isDefault && (
                    <Badge color="green" size="sm">
                      Default
                    </Badge>
                  )}
                </Group>
                <AddressBlock address={address} />
                {address.landmark && (
                  <Text size="sm" c="dimmed">
                    Landmark: {address.landmark}
                  </Text>
                )}
                <Group gap="xs">
                  {!address.isDefault && (
                    <Button
                      size="compact-sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Make ${name} the default`}
                      onClick={() => run(() => makeDefault({ variables: { id: address.id } }))}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    aria-label={`Delete ${name}`}
                    onClick={() => run(() => remove({ variables: { id: address.id } }))}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
