import { Divider, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Profile } from '../../../lib/session/use-profile';
import { ContactInformation } from './contact-information';
import { NewsletterBlock } from './newsletter-block';
import { AddressCard } from './address-card';
import { SavedAddresses } from './saved-addresses';
import { SignOutEverywhere } from './sign-out-everywhere';

/**
 * Account information. Addresses come oldest first: the default billing address is the
 * first saved one, the default shipping address the last.
 */
export function AccountInformation({ profile }: { profile: Profile }) {
  const { addresses } = profile;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        Account Information
      </Title>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          <ContactInformation profile={profile} />
          <NewsletterBlock />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Address Book
        </Title>
        <Divider mb="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          <AddressCard
            title="Default Billing Address"
            address={addresses[0]}
            emptyText="You have not set a default Billing address."
          />
          <AddressCard
            title="Default Shipping Address"
            address={addresses[addresses.length - 1]}
            emptyText="You have not set a default shipping address."
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Saved addresses">
        <Title order={2} fz="lg" mb="xs">
          Saved Addresses
        </Title>
        <Divider mb="md" />
        <SavedAddresses addresses={addresses} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Sessions
        </Title>
        <Divider mb="md" />
        <SignOutEverywhere />
      </Paper>
    </Stack>
  );
}
