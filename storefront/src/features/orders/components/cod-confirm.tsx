import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { orderNumber } from '../../../lib/order-number';
import { useConfirmCodByLink, useConfirmCodOrder } from '../api/confirm-cod';
import { shopFormatter } from '../../../lib/shop-time';
import { SingleCardPage } from '../../../components/single-card-page';

const deadline = shopFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** On a PLACED cash-on-delivery order's page: the deadline and "Confirm my order". */
export function CodConfirmBanner({ orderId, confirmBy }: { orderId: string; confirmBy: string }) {
  const [confirm, { loading }] = useConfirmCodOrder();
  const [error, setError] = useState<string | null>(null);
  return (
    <Alert color="orange" variant="light" title="Please confirm your cash-on-delivery order">
      <Text size="sm">
        Confirm by {deadline.format(new Date(confirmBy))}; an order nobody confirms is cancelled then.
      </Text>
      {error && (
        <Text c="red.9" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
      <Group mt="sm">
        <Button
          loading={loading}
          onClick={() => confirm({ variables: { id: orderId } }).catch((e: unknown) => setError(errorMessage(e)))}
        >
          Confirm my order
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * /order/confirm?token=…: the button of the mail sent when a cash-on-delivery order is placed. Works
 * without signing in; the page asks for one click, so a mail scanner opening the link confirms nothing.
 */
export function CodConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirm, { loading }] = useConfirmCodByLink();
  const [state, setState] = useState<{ orderId: string } | { error: string } | null>(null);

  let body;
  if (!token) body = <Alert color="red">This link is incomplete: open the whole address from the mail.</Alert>;
  else if (state && 'orderId' in state) {
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        Order {orderNumber(state.orderId)} is confirmed. Please keep the amount ready for the courier.
        <Button component={Link} to={`/account/order/${state.orderId}`} mt="md" display="block" w="fit-content">
          View the order
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <Text mb="md">Confirm that you want this cash-on-delivery order delivered and will pay at the door.</Text>
        {state && 'error' in state && (
          <Alert color="red" mb="md" role="alert">
            {state.error}
          </Alert>
        )}
        <Button
          loading={loading}
          onClick={() =>
            confirm({ variables: { token } })
              .then((r) => setState({ orderId: r.data!.confirmCashOnDeliveryByLink.orderId }))
              .catch((e: unknown) => setState({ error: errorMessage(e) }))
          }
        >
          Confirm my order
        </Button>
      </>
    );
  }
  return <SingleCardPage title="Confirm your order">{body}</SingleCardPage>;
}
