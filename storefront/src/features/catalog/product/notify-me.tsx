import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { signedInNow } from '../../../lib/session/use-token';
import { errorMessage } from '../../../lib/error-message';
import { FormError } from '../../../components/form-error';
import { useRequestStockAlert } from '../api/request-stock-alert';

/**
 * "Notify me" for each sold-out size: one tap when signed in; a visitor gives an address and
 * confirms it through the mailed link. One mail arrives when the size is back.
 */
export function NotifyMe({ productId, soldOut }: { productId: string; soldOut: string[] }) {
  const [request] = useRequestStockAlert();
  const [done, setDone] = useState<Record<string, 'WAITING' | 'UNCONFIRMED'>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (soldOut.length === 0) return null;

  const send = async (size: string, address?: string) => {
    setBusy(size);
    setError(null);
    try {
      const { data } = await request({ variables: { productId, size, email: address ?? null } });
      const status = data?.requestStockAlert.status === 'WAITING' ? 'WAITING' : 'UNCONFIRMED';
      setDone((d) => ({ ...d, [size]: status }));
      setAsking(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={6} maw={420}>
      <Text size="sm" c="dimmed">
        Sold out in {soldOut.join(', ')}? We can mail you once when it is back.
      </Text>
      <Group gap="xs">
        {soldOut.map((size) =>
          done[size] ? (
            <Text key={size} size="sm" c="teal.9" role="status">
              <IconCircleCheck size={16} style={{ verticalAlign: 'text-bottom' }} />{' '}
              {done[size] === 'WAITING'
                ? `We will mail you when ${size} is back.`
                : `Check your inbox to confirm the mail for ${size}.`}
            </Text>
          ) : (
            <Button
              key={size}
              size="xs"
              variant="light"
              leftSection={<IconBell size={14} />}
              loading={busy === size}
              onClick={() => (signedInNow() ? send(size) : setAsking(size))}
            >
              Notify me: {size}
            </Button>
          ),
        )}
      </Group>
      {!asking && <FormError error={error} />}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={`Notify me when ${asking} is back`}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (asking) void send(asking, email);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Your e-mail address"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              description="We mail you a link to confirm it, then one mail when the size is back."
            />
            <FormError error={error} />
            <Button type="submit" loading={busy !== null}>
              Notify me
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
