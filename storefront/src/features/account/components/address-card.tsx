import { Link } from 'react-router-dom';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { AddressBlock } from '../../../components/address-block';
import type { Profile } from '../../../lib/session/use-profile';

type Address = Profile['addresses'][number];

interface Props {
  title: string;
  address: Address | undefined;
  emptyText: string;
}

/** One default address, or the spec's sentence when none is saved. */
export function AddressCard({ title, address, emptyText }: Props) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {address ? (
        <AddressBlock address={address} />
      ) : (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      <Anchor component={Link} to="/checkout?step=2" size="sm" fw={500}>
        Edit Address
      </Anchor>
    </Stack>
  );
}
