import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

interface Level {
  id: string;
  label: string;
}

/**
 * The breadcrumb: top, second and current category level. The current level goes back one page (usually the
 * listing the shopper came from); on a shared link there is no page to go back to, so it opens the
 * listing, which is also where it points without JavaScript.
 */
export function ProductBreadcrumb({ levels }: { levels: Level[] }) {
  const navigate = useNavigate();
  const current = levels[levels.length - 1];
  // Read on click: the history belongs to the browser (the page is also rendered on the server).
  const canGoBack = () => Boolean((window.history.state as { idx?: number } | null)?.idx);

  return (
    <Breadcrumbs separator="/" fz="sm" mb="md">
      <Anchor component={Link} to="/" c="dimmed" size="sm">
        Home
      </Anchor>
      {levels.slice(0, -1).map((level) => (
        <Text key={level.id} span c="dimmed" size="sm">
          {level.label}
        </Text>
      ))}
      {current && (
        <Anchor
          component={Link}
          to={`/${current.id}`}
          size="sm"
          fw={600}
          onClick={(event) => {
            if (!canGoBack()) return;
            event.preventDefault();
            navigate(-1);
          }}
        >
          {current.label}
        </Anchor>
      )}
    </Breadcrumbs>
  );
}
