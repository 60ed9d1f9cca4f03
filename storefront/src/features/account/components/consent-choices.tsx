import { useState } from 'react';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsentTopic } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useMyConsents } from '../api/my-consents';
import { useSetConsent } from '../api/set-consent';
import { consentRecord } from './consent-line';

const TOPICS: { topic: ConsentTopic; label: string; description: string }[] = [
  { topic: 'NEWSLETTER', label: 'Newsletter', description: 'New arrivals and offers, about once a week.' },
  { topic: 'ORDER_REMINDERS', label: 'Order reminders', description: 'One reminder when a cart is left untouched.' },
  {
    topic: 'BACK_IN_STOCK',
    label: 'Back in stock',
    description: 'One mail per size you asked about; unticking cancels the requests.',
  },
];

/** My Subscriptions' "Newsletters": each consent, given or withdrawn as easily, with its record. */
export function ConsentChoices() {
  const { data } = useMyConsents();
  const [setConsent] = useSetConsent();
  const [busy, setBusy] = useState<ConsentTopic | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = async (topic: ConsentTopic, granted: boolean) => {
    setBusy(topic);
    setError(null);
    try {
      await setConsent({ variables: { topic, granted, source: 'SUBSCRIPTIONS_PAGE' } });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        Newsletters
      </Title>
      <Stack gap="md">
        {TOPICS.map(({ topic, label, description }) => {
          const consent = data?.consents.find((c) => c.topic === topic);
          const record = consent ? consentRecord(consent) : null;
          return (
            <Checkbox
              key={topic}
              label={label}
              description={record ? `${description} ${record}.` : description}
              checked={consent?.granted ?? false}
              disabled={!data || busy !== null}
              onChange={(e) => void change(topic, e.currentTarget.checked)}
            />
          );
        })}
        {error && (
          <Text size="sm" c="red.9">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
