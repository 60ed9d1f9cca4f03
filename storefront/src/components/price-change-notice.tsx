import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/error-message';

interface Props {
  changes: readonly { itemId: string; message: string }[];
  /** Tells the gateway the shopper has seen them (acknowledgePriceChanges). */
  onAccept: () => Promise<unknown>;
}

/**
 * "The price of X changed from ₹258 to ₹349", one line per change, and the button that accepts
 * them: until it is pressed an order of this cart is refused, so no price is charged unseen.
 */
export function PriceChangeNotice({ changes, onAccept }: Props) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!changes.length) return null;
  async function accept() {
    setError(null);
    setLoading(true);
    try {
      await onAccept();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={changes.length === 1 ? 'A price has changed' : 'Some prices have changed'}
      role="alert"
    >
      <Stack gap={6}>
        {changes.map((c) => (
          <Text size="sm" key={c.itemId}>
            {c.message}.
          </Text>
        ))}
        <Text size="sm">Please check the new {changes.length === 1 ? 'price' : 'prices'} before you order.</Text>
        {error && (
          <Text size="sm" c="red.8">
            {error}
          </Text>
        )}
        <div>
          <Button size="sm" onClick={accept} loading={loading}>
            OK, continue with the new {changes.length === 1 ? 'price' : 'prices'}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
