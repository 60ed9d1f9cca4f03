import { Button, Text } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { signedInNow } from '../../../lib/session/use-token';
import { errorMessage } from '../../../lib/error-message';
import { useVoteHelpful } from '../api/vote-helpful';

/**
 * "Helpful": one vote per shopper, pressed again to take it back. A visitor signs in first and
 * comes back here; an author cannot vote on their own review.
 */
export function HelpfulButton({
  review,
}: {
  review: { id: string; helpfulCount: number; viewerFoundHelpful: boolean };
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [vote, { loading }] = useVoteHelpful();
  const [error, setError] = useState<string | null>(null);
  const voted = review.viewerFoundHelpful;

  const onClick = async () => {
    if (!signedInNow()) {
      navigate('/Login', { state: { from: pathname } });
      return;
    }
    setError(null);
    try {
      await vote({ variables: { id: review.id, helpful: !voted } });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <>
      <Button
        variant={voted ? 'light' : 'default'}
        size="xs"
        leftSection={voted ? <IconThumbUpFilled size={14} /> : <IconThumbUp size={14} />}
        aria-pressed={voted}
        loading={loading}
        onClick={() => void onClick()}
      >
        Helpful{review.helpfulCount > 0 ? ` (${review.helpfulCount})` : ''}
      </Button>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
