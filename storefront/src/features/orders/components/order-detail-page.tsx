import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../../../lib/session/use-token';
import { errorCode, errorMessage } from '../../../lib/error-message';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { TaxDocuments } from '../../../components/tax-documents';
import { useOrderDetail } from '../api/order-detail';
import { useOrderReviews } from '../api/order-reviews';
import { ItemReviewAction } from './item-review-action';
import { OrdersBreadcrumb } from './orders-breadcrumb';
import { OrderView } from './order-view';
import { orderNumber } from '../../../lib/order-number';
import { OrderMoney } from './order-money';
import { CancelOrderButton } from './cancel-order-button';
import { useOrderReturns } from '../api/order-returns';
import { ReturnAction } from './return-action';
import { OrderReturns } from './order-returns';
import { CodConfirmBanner } from './cod-confirm';

/**
 * One order's page, /account/order/{orderId}: the address, the tracker and the items; the invoice,
 * the payments and refunds; "Cancel order" while the order is PLACED or CONFIRMED; once delivered,
 * each item can be rated and reviewed (`?review={productId}` opens that item's form on arrival).
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data, error } = useOrderDetail(orderId, !signedIn);
  // A returned order was delivered first: its buyer had the product in hand.
  const delivered = data?.order.deliveredAt != null;
  const reviews = useOrderReviews(orderId, !signedIn || !delivered);
  const returns = useOrderReturns(orderId, !signedIn || !delivered);
  const offerOf = (lineId: string) => returns.data?.returnOptions.lines.find((l) => l.orderItemId === lineId);
  const returnable = returns.data && !returns.data.returnOptions.reason;
  const reviewOf = (lineId: string) =>
    reviews.data?.order.items.find((i) => i.id === lineId)?.product?.viewerReview ?? null;

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Please Log In"
        text="You need to log in to see this order. Please click the button below to go to the login page."
        from={pathname}
      />
    );
  }

  let body;
  if (data) {
    const order = data.order;
    body = (
      <OrderView
        order={order}
        payment={{ method: order.paymentMethod, codFee: order.codFee }}
        banner={
          <>
            {order.codConfirmBy && <CodConfirmBanner orderId={order.id} confirmBy={order.codConfirmBy} />}
            {order.cancellable && <CancelOrderButton orderId={order.id} />}
          </>
        }
        itemFooter={
          delivered && reviews.data
            ? (line) => {
                const offer = offerOf(line.id);
                return (
                  <Group gap="md" wrap="wrap">
                    <ItemReviewAction
                      line={line}
                      review={reviewOf(line.id)}
                      openAtStart={line.product?.id === params.get('review')}
                    />
                    {returnable && offer && (
                      <ReturnAction
                        orderId={order.id}
                        line={line}
                        offer={offer}
                        deliveryRefundRule={returns.data!.returnOptions.deliveryRefundRule}
                      />
                    )}
                  </Group>
                );
              }
            : undefined
        }
        aside={
          <>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Invoice">
              <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} mb="xs">
                Invoice
              </Title>
              <TaxDocuments order={order} cashOnDelivery={order.paymentMethod === 'COD'} />
            </Paper>
            <OrderMoney order={order} />
            {returns.data && <OrderReturns data={returns.data} />}
          </>
        }
      />
    );
  } else if (error) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" icon={<IconAlertTriangle />} w="100%">
          {errorCode(error) === 'NOT_FOUND' ? 'We could not find this order among yours.' : errorMessage(error)}
        </Alert>
        <Button component={Link} to="/account/order" variant="default">
          Back to My Orders
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Center py={80}>
        <Loader aria-label="Loading the order" />
      </Center>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <OrdersBreadcrumb order={data ? orderNumber(data.order.id) : 'Order'} />
      {/* The breadcrumb shows which order this is; the heading says it to screen readers. */}
      <VisuallyHidden component="h1">{data ? `Order ${orderNumber(data.order.id)}` : 'Order'}</VisuallyHidden>
      {body}
    </Container>
  );
}
