import { useState } from 'react';
import { Alert, Button, Center, Grid, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconClock, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { AddressBlock } from '../../../components/address-block';
import { OrderLine } from '../../../components/order-line';
import { discountLabel, PriceDetails } from '../../../components/price-details';
import { useCheckoutOrder } from '../api/checkout-order';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { timeText as time } from '../../../lib/shop-time';
import { useChooseCashOnDelivery } from '../api/choose-cash-on-delivery';
import { formatINR } from '../../../lib/money';
import { deliveryDayText } from '../../../lib/delivery-date';

/**
 * The summary step: where it goes, what is in it, what it costs, and "Checkout", which asks for a
 * payment link and sends the browser there to pay.
 */
export function SummaryStep({ orderId }: { orderId: string }) {
  const { data, error } = useCheckoutOrder(orderId);
  const [createLink] = useCreatePaymentLink();
  const [chooseCod] = useChooseCashOnDelivery();
  const [method, setMethod] = useState<'PREPAID' | 'COD'>('PREPAID');
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  if (!orderId) return <NoOrder />;
  if (!data) {
    if (error) return <NoOrder message={errorMessage(error)} />;
    return (
      <Center py={80}>
        <Loader aria-label="Loading your order" />
      </Center>
    );
  }
  const order = data.order;

  async function checkout() {
    setPayError(null);
    setLeaving(true);
    try {
      const { data: link } = await createLink({ variables: { orderId } });
      if (!link) throw new Error('no payment link');
      // The payment page is another site (or the gateway's sandbox page): a full navigation.
      window.location.assign(link.createPaymentLink.url);
    } catch (e) {
      setPayError(errorMessage(e));
      setLeaving(false);
    }
  }

  async function placeCod() {
    setPayError(null);
    setLeaving(true);
    try {
      await chooseCod({ variables: { orderId } });
    } catch (e) {
      // Not allowed (any more): the server says why; nothing was placed, paying online still works.
      setPayError(errorMessage(e));
      setMethod('PREPAID');
    } finally {
      setLeaving(false);
    }
  }

  const payable = order.status === 'PENDING';
  const codOffered = payable && order.cashOnDelivery.available;
  const cod = method === 'COD' && codOffered;
  // The fee is added as soon as COD is picked, so the total shown is what will be asked at the door.
  const codFee = cod ? order.cashOnDelivery.fee : order.codFee;
  const total = order.totalAmount - order.codFee + codFee;
  const placedCod = order.paymentMethod === 'COD' && order.status !== 'PENDING' && order.status !== 'CANCELLED';
  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Shipping address">
            <Title order={2} fz="lg" mb="xs">
              Deliver to
            </Title>
            <AddressBlock address={order.shippingAddress} />
            {order.expectedDeliveryBy && order.status !== 'CANCELLED' && (
              <Text size="sm" fw={600} mt="xs">
                Delivery by {deliveryDayText(order.expectedDeliveryBy)}
              </Text>
            )}
          </Paper>
          <Stack gap="sm" component="section" aria-label="Order items">
            {order.items.map((line) => (
              <OrderLine key={line.id} line={line} />
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PriceDetails
          totalPrice={order.totalPrice}
          discount={order.discount}
          couponDiscount={order.couponDiscount}
          couponLabel={discountLabel(order.offerCode, order.couponCode)}
          deliveryDiscount={order.deliveryDiscount}
          deliveryCharge={order.deliveryCharge}
          totalAmount={total}
          codFee={codFee}
          freeDeliveryShortfall={order.status === 'PENDING' ? order.freeDeliveryShortfall : 0}
          totalItem={order.totalItem}
        >
          {payable && order.expiresAt && (
            <Text size="xs" c="dimmed">
              <IconClock size={12} style={{ verticalAlign: -1 }} aria-hidden /> Your items are held for you until{' '}
              {time.format(new Date(order.expiresAt))}.
            </Text>
          )}
          {payError && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {payError}
            </Alert>
          )}
          {codOffered && (
            <Radio.Group
              label="Payment"
              value={method}
              onChange={(value) => setMethod(value === 'COD' ? 'COD' : 'PREPAID')}
            >
              <Stack gap="xs" mt={6}>
                <Radio value="PREPAID" label="Pay online (UPI, cards, netbanking)" />
                <Radio
                  value="COD"
                  label={`Cash on delivery${order.cashOnDelivery.fee ? ` (+ ${formatINR(order.cashOnDelivery.fee)})` : ''}`}
                />
              </Stack>
            </Radio.Group>
          )}
          {payable && cod && (
            <Button size="md" fullWidth leftSection={<IconCash size={18} />} loading={leaving} onClick={placeCod}>
              Place order
            </Button>
          )}
          {payable && !cod && (
            <Button size="md" fullWidth leftSection={<IconCreditCard size={18} />} loading={leaving} onClick={checkout}>
              Checkout
            </Button>
          )}
          {!payable && (
            <Alert color={order.status === 'CANCELLED' ? 'red' : 'teal'} variant="light" role="status">
              {order.status === 'CANCELLED'
                ? 'This order was cancelled because it was not paid in time.'
                : placedCod
                  ? `This order is placed: please pay ${formatINR(order.totalAmount)} in cash on delivery.`
                  : 'This order is paid.'}{' '}
              <Link to={`/account/order/${order.id}`}>See the order</Link>
            </Alert>
          )}
        </PriceDetails>
      </Grid.Col>
    </Grid>
  );
}

function NoOrder({ message }: { message?: string }) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text c="dimmed" ta="center">
        {message ?? 'There is no order to summarise yet.'} Start from your cart.
      </Text>
      <Button component={Link} to="/cart" variant="default">
        Go to cart
      </Button>
    </Stack>
  );
}
