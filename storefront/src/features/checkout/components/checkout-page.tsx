import { Container, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../../../lib/session/use-token';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { AddressStep } from './address-step';
import { SummaryStep } from './summary-step';

/**
 * The checkout, /checkout: the four-step stepper (Login, Delivery Address, Order Summery, Payment).
 * `?step=2` shows the address form; any other step the summary of `?order_id=`.
 */
export function CheckoutPage() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const addressStep = params.get('step') === '2';

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Please Log In"
        text="You need to log in to check out. Please click the button below to go to the login page."
        from={pathname + search}
      />
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <Title order={1} fz={{ base: 22, sm: 28 }} mb="md">
        Checkout
      </Title>
      <Stepper
        active={addressStep ? 1 : 2}
        allowNextStepsSelect={false}
        size={narrow ? 'xs' : 'sm'}
        labelPosition={narrow ? 'bottom' : 'right'}
        wrap={false}
        mb="xl"
        aria-label="Checkout steps"
      >
        {/* The spec's labels, its spelling included. */}
        <Stepper.Step label="Login" />
        <Stepper.Step label="Delivery Address" />
        <Stepper.Step label="Order Summery" />
        <Stepper.Step label="Payment" />
      </Stepper>
      {addressStep ? <AddressStep /> : <SummaryStep orderId={params.get('order_id') ?? ''} />}
    </Container>
  );
}
