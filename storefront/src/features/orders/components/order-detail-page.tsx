import { Alert, Button, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSignedIn } from '../../../lib/session/use-token';
import { errorCode, errorMessage } from '../../../lib/error-message';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { TaxDocuments } from '../../../components/tax-documents';
import { useOrderDetail } from '../api/order-detail';
import { OrdersBreadcrumb } from './orders-breadcrumb';
import { OrderView, shortId } from './order-view';

/** One order's page, /account/order/{orderId}: the address, the tracker and the items. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const { data, error } = useOrderDetail(orderId, !signedIn);

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
    const documents = (
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Invoice">
        <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} mb="xs">
          Invoice
        </Title>
        <TaxDocuments order={data.order} />
      </Paper>
    );
    body = <OrderView order={data.order} documents={documents} />;
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
      <OrdersBreadcrumb order={data ? shortId(data.order.id) : 'Order'} />
      {body}
    </Container>
  );
}
