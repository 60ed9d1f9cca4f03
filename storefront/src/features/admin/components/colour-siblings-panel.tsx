import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useColourSiblings, useSetColourSiblings } from '../api/merchandising';
import { ProductPicker } from './product-picker';

/**
 * The product's colour siblings: the same style in other colours. Each becomes a swatch on the
 * others' pages; saving links them all to one another (a product picked leaves any style it was in).
 */
export function ColourSiblingsPanel({ productId }: { productId: string }) {
  const { data } = useColourSiblings(productId);
  const siblings = data?.product?.colourSiblings;
  const [ids, setIds] = useState<string[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { loading }] = useSetColourSiblings();
  useEffect(() => setIds((siblings ?? []).map((s) => s.id)), [siblings]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save({ variables: { productId, siblingIds: ids } });
      setMessage({
        ok: true,
        text: ids.length ? 'Saved: each colour shows the others as swatches.' : 'Saved: no other colours.',
      });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Card withBorder radius="md" p="lg" mt="lg" component="form" onSubmit={submit} aria-label="Colour siblings">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Other colours of this style
        </Title>
        <Text size="sm" c="dimmed">
          The same style in other colours. The product page shows each as a colour swatch that opens it.
        </Text>
        <ProductPicker label="Colour siblings" value={ids} known={siblings ?? []} max={11} onChange={setIds} />
        {message && (
          <Text size="sm" c={message.ok ? 'teal.9' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        <Group>
          <Button type="submit" variant="light" loading={loading} disabled={!data}>
            Save colours
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
