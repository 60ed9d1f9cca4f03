import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Container, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { OrderFieldsFragment } from '../../../graphql/graphql';
import { useSignedIn } from '../../../lib/session/use-token';
import { orderNumber } from '../../../lib/order-number';
import { errorCode, errorMessage } from '../../../lib/error-message';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useConfirmPayment } from '../api/confirm-payment';
import { useOrderDetail } from '../api/order-detail';
import { OrderView } from './order-view';
import { PaymentFailed, PaymentSuccess } from './payment-banners';

type Outcome = { order: OrderFieldsFragment } | { refused: string } | { broken: string };

/**
 * The payment result, /payment/{orderId}: the payment provider sends the shopper back here with razorpay_*
 * parameters. When a payment id is present the page asks the gateway to confirm it, once; the
 * gateway checks it with the provider and places the order. Without one it shows the order as is.
 */
export function PaymentResultPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const paymentId = params.get('razorpay_payment_id');
  const linkStatus = params.get('razorpay_payment_link_status');
  const [confirm] = useConfirmPayment();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef<string | null>(null);
  // Without a payment to confirm, the order's own status tells what happened.
  const current = useOrderDetail(orderId, !signedIn || paymentId !== null);

  useEffect(() => {
    if (!signedIn || !paymentId || asked.current === paymentId) return;
    // Once per payment, though React runs effects twice in development.
    asked.current = paymentId;
    const input = {
      orderId,
      paymentId,
      paymentLinkId: params.get('razorpay_payment_link_id') ?? '',
      paymentLinkReferenceId: params.get('razorpay_payment_link_reference_id') ?? '',
      paymentLinkStatus: linkStatus ?? '',
      signature: params.get('razorpay_signature') ?? '',
    };
    confirm({ variables: { input } })
      .then(({ data }) => setOutcome(data ? { order: data.confirmPayment } : { broken: 'No answer from the shop.' }))
      .catch((e: unknown) => {
        const code = errorCode(e);
        const refused = code === 'PAYMENT_REFUSED' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
        setOutcome(refused ? { refused: errorMessage(e) } : { broken: errorMessage(e) });
      });
  }, [signedIn, paymentId, orderId, params, linkStatus, confirm]);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Please Log In"
        text="You need to log in to see your payment. Please click the button below to go to the login page."
        from={pathname + search}
      />
    );
  }

  let body;
  if (paymentId) {
    if (!outcome) body = <Waiting label="Confirming your payment…" />;
    else if ('order' in outcome) body = <OrderView order={outcome.order} banner={<PaymentSuccess />} />;
    else if ('refused' in outcome) body = <PaymentFailed orderId={orderId} reason={outcome.refused} />;
    else
      body = (
        <Alert color="red" title="We could not confirm your payment yet">
          {outcome.broken} Reload this page to try again; you will not be charged twice.
        </Alert>
      );
  } else if (current.data) {
    const order = current.data.order;
    if (order.status === 'PENDING') {
      const reason =
        linkStatus && linkStatus !== 'paid'
          ? 'Your payment did not go through. Nothing was charged; your items are still held for you.'
          : 'This order has not been paid yet.';
      body = <PaymentFailed orderId={orderId} reason={reason} />;
    } else if (order.status === 'CANCELLED') {
      body = <OrderView order={order} />;
    } else {
      body = <OrderView order={order} banner={<PaymentSuccess />} />;
    }
  } else if (current.error) {
    body = <Alert color="red">{errorMessage(current.error)}</Alert>;
  } else {
    body = <Waiting label="Loading your order…" />;
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <VisuallyHidden component="h1">{`Payment for order ${orderNumber(orderId)}`}</VisuallyHidden>
      {body}
    </Container>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-label={label} />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
