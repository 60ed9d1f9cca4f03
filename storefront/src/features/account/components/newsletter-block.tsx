import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useMyConsents } from '../api/my-consents';
import { useSetConsent } from '../api/set-consent';
import { consentRecord } from './consent-line';

/** The account information page's "Newsletters": the newsletter consent, given or withdrawn in one tap. */
export function NewsletterBlock() {
  const { data } = useMyConsents();
  const [setConsent, { loading }] = useSetConsent();
  const [error, setError] = useState<string | null>(null);
  const newsletter = data?.consents.find((c) => c.topic === 'NEWSLETTER');
  const subscribed = newsletter?.granted ?? false;
  const change = async () => {
    setError(null);
    try {
      await setConsent({ variables: { topic: 'NEWSLETTER', granted: !subscribed, source: 'ACCOUNT_PAGE' } });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const record = newsletter ? consentRecord(newsletter) : null;
  return (
    <Stack gap={6} align="flex-start">
      <Title order={2} fz="md">
        Newsletters
      </Title>
      <Text size="sm" c="dimmed">
        {subscribed ? 'You are subscribed to our newsletter.' : "You aren't subscribed to our newsletter."}
      </Text>
      {record && (
        <Text size="xs" c="dimmed">
          {record}
        </Text>
      )}
      <Button size="xs" variant={subscribed ? 'default' : 'light'} loading={loading} onClick={change} disabled={!data}>
        {subscribed ? 'Unsubscribe' : 'Subscribe'}
      </Button>
      {error && (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
