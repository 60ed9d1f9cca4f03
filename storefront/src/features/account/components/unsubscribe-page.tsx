import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { useUnsubscribe, useUnsubscribeTopic } from '../api/unsubscribe';
import { SingleCardPage } from '../../../components/single-card-page';

const TOPIC_NAMES: Record<string, string> = {
  NEWSLETTER: 'the newsletter',
  ORDER_REMINDERS: 'reminders about your cart',
  BACK_IN_STOCK: 'back-in-stock mails',
};

/**
 * /unsubscribe?token=…: the footer link of every marketing mail. Works without signing in; the page
 * names what the link ends and one click ends it (opening the link alone changes nothing, so a mail
 * scanner fetching it unsubscribes nobody). Mail apps use the one-click POST (List-Unsubscribe) instead.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const topic = useUnsubscribeTopic(token);
  const [unsubscribe, { loading }] = useUnsubscribe();
  const [state, setState] = useState<{ done: string } | { error: string } | null>(null);
  const name = TOPIC_NAMES[topic.data?.unsubscribeTopic ?? ''] ?? 'these mails';

  let body;
  if (!token) body = <Alert color="red">This link is incomplete: open the whole address from the mail.</Alert>;
  else if (topic.loading) body = <Loader aria-label="Reading the link" />;
  else if (topic.error) body = <Alert color="red">{errorMessage(topic.error)}</Alert>;
  else if (state && 'done' in state) {
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        You are unsubscribed from {state.done}. You can subscribe again any time in My Subscriptions.
        <Button component={Link} to="/" mt="md" display="block" w="fit-content">
          Continue shopping
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <Text mb="md">Stop {name} from Kapda? Mails about your orders and your account still come.</Text>
        {state && 'error' in state && (
          <Alert color="red" mb="md">
            {state.error}
          </Alert>
        )}
        <Button
          color="red"
          loading={loading}
          onClick={() =>
            unsubscribe({ variables: { token } })
              .then((r) => setState({ done: TOPIC_NAMES[r.data?.unsubscribe.topic ?? ''] ?? 'these mails' }))
              .catch((e: unknown) => setState({ error: errorMessage(e) }))
          }
        >
          Unsubscribe
        </Button>
      </>
    );
  }
  return <SingleCardPage title="Unsubscribe">{body}</SingleCardPage>;
}
