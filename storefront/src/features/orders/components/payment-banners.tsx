import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { usePayAgainLink } from '../api/pay-again';

/** The alert after a successful payment. */
export function PaymentSuccess() {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck />}
      title="Payment Success"
      role="status"
      // Teal on its light background read at under 4.5:1 (axe); a deep teal reads at 7:1 or more.
      styles={{ title: { color: '#09503c' } }}
    >
      <Text size="sm">Congratulation Your Order Get Placed</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to="/account/order" size="xs" color="teal.9">
          My Orders
        </Button>
        <Button component={Link} to="/" size="xs" variant="default">
          Continue shopping
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A payment that failed or that the shop refused: why, and "Pay again" (a fresh payment link).
 * The order keeps its items on hold until it expires, so paying again is the way forward.
 */
export function PaymentFailed({ orderId, reason }: { orderId: string; reason: string }) {
  const [payAgain] = usePayAgainLink();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function retry() {
    setError(null);
    setLeaving(true);
    try {
      const { data } = await payAgain({ variables: { orderId } });
      if (!data) throw new Error('no payment link');
      window.location.assign(data.createPaymentLink.url);
    } catch (e) {
      setError(errorMessage(e));
      setLeaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="alert">
      <Stack align="center" ta="center" gap="sm">
        <IconCreditCardOff size={48} stroke={1.3} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Payment failed
        </Title>
        <Text c="dimmed" maw={480}>
          {reason}
        </Text>
        {error && (
          <Text c="red.9" size="sm">
            {error}
          </Text>
        )}
        <Group justify="center" mt="xs">
          <Button leftSection={<IconCreditCard size={18} />} loading={leaving} onClick={retry}>
            Pay again
          </Button>
          <Button component={Link} to="/cart" variant="default">
            Back to cart
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
