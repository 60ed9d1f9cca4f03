import { useState } from 'react';
import { Alert, Button, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../../lib/session/use-token';
import { errorMessage } from '../../../lib/error-message';
import { discountLabel, PriceDetails } from '../../../components/price-details';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useCart } from '../api/cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartItemCard } from './cart-item-card';
import { CouponBox } from './coupon-box';
import { PriceChangeNotice } from '../../../components/price-change-notice';
import { useAcknowledgePriceChanges } from '../api/acknowledge-price-changes';

/** The cart page, /cart: visitor prompt, empty state, or the lines with the price details and Order Item. */
export function CartPage() {
  const signedIn = useSignedIn();
  const { data, loading, error } = useCart(signedIn);
  const [updateItem] = useUpdateCartItem();
  const [removeItem] = useRemoveCartItem();
  const [acknowledgePrices] = useAcknowledgePriceChanges();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Please Log In"
        text="You need to log in to access cart. Please click the button below to go to the login page."
        from="/cart"
      />
    );
  }
  if (loading && !data) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading your cart" />
      </Center>
    );
  }
  if (!data) {
    return (
      <Container size="sm" py="xl" mih="60vh">
        <Alert color="red" title="Could not load your cart" icon={<IconAlertTriangle />}>
          {errorMessage(error)}
        </Alert>
      </Container>
    );
  }

  const cart = data.cart;
  async function change(id: string, send: () => Promise<unknown>) {
    setBusyId(id);
    setChangeError(null);
    try {
      await send();
    } catch (e) {
      setChangeError(errorMessage(e));
    } finally {
      setBusyId(null);
    }
  }

  const notices = cart.notices.length > 0 && (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title="Your cart changed">
      <Stack gap={2}>
        {cart.notices.map((notice) => (
          <Text size="sm" key={notice}>
            {notice}
          </Text>
        ))}
      </Stack>
    </Alert>
  );

  if (cart.items.length === 0) {
    return (
      <Container size="sm" py={{ base: 48, sm: 80 }} mih="60vh">
        <Stack align="center" gap="md" ta="center">
          {notices}
          <IconShoppingCartOff size={56} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Please add some item to your cart
          </Title>
          <Button component={Link} to="/" size="md">
            Add Item
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="60vh">
      <Title order={1} fz={{ base: 22, sm: 28 }} mb="md">
        My Cart ({cart.totalItem})
      </Title>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {notices}
            <PriceChangeNotice changes={cart.priceChanges} onAccept={() => acknowledgePrices()} />
            {changeError && (
              <Alert color="red" icon={<IconAlertTriangle />} withCloseButton onClose={() => setChangeError(null)}>
                {changeError}
              </Alert>
            )}
            {cart.items.map((item) => (
              <CartItemCard
                key={item.id}
                item={item}
                busy={busyId === item.id}
                onQuantity={(quantity) => change(item.id, () => updateItem({ variables: { id: item.id, quantity } }))}
                onRemove={() => change(item.id, () => removeItem({ variables: { id: item.id } }))}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 88 }}>
            <CouponBox coupon={cart.coupon} offer={cart.offer} combiningRule={cart.combiningRule} />
            <PriceDetails
              totalPrice={cart.totalPrice}
              discount={cart.discount}
              couponDiscount={cart.couponDiscount}
              couponLabel={discountLabel(cart.offer?.code, cart.coupon?.code)}
              deliveryDiscount={cart.deliveryDiscount}
              deliveryCharge={cart.deliveryCharge}
              totalAmount={cart.totalAmount}
              freeDeliveryShortfall={cart.freeDeliveryShortfall}
              totalItem={cart.totalItem}
            >
              <Button component={Link} to="/checkout?step=2" size="md" fullWidth mt="xs">
                Order Item
              </Button>
            </PriceDetails>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
