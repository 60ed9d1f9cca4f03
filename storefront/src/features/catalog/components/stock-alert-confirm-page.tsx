import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmStockAlert } from '../api/confirm-stock-alert';
import { SingleCardPage } from '../../../components/single-card-page';

/**
 * /stock-alert/confirm?token=…: the link mailed to a visitor who asked for a back-in-stock mail.
 * The page (not the link itself) confirms, so a mail scanner fetching the link confirms nothing.
 */
export function StockAlertConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirm] = useConfirmStockAlert();
  const [state, setState] = useState<{ ok: true } | { error: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm({ variables: { token } })
      .then(() => setState({ ok: true }))
      .catch((e: unknown) => setState({ error: errorMessage(e) }));
  }, [confirm, token]);

  let body;
  if (!token) body = <Alert color="red">This link is incomplete: open the whole address from the mail.</Alert>;
  else if (!state) body = <Loader aria-label="Confirming" />;
  else if ('error' in state) body = <Alert color="red">{state.error}</Alert>;
  else {
    body = (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
        Confirmed: we will mail you once when the size is back in stock.
        <Button component={Link} to="/" mt="md" display="block" w="fit-content">
          Continue shopping
        </Button>
      </Alert>
    );
  }
  return <SingleCardPage title="Back-in-stock mail">{body}</SingleCardPage>;
}
