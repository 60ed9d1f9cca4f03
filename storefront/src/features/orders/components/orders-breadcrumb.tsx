import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The breadcrumb Home > My Account > My Orders, and the order's own crumb on its page. */
export function OrdersBreadcrumb({ order }: { order?: string }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="md">
      <Breadcrumbs separator=">" fz="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          Home
        </Anchor>
        <Anchor component={Link} to="/profile" size="sm" c="dimmed">
          My Account
        </Anchor>
        {order ? (
          <Anchor component={Link} to="/account/order" size="sm" c="dimmed">
            My Orders
          </Anchor>
        ) : (
          <Text size="sm" fw={600} aria-current="page">
            My Orders
          </Text>
        )}
        {order && (
          <Text size="sm" fw={600} aria-current="page">
            {order}
          </Text>
        )}
      </Breadcrumbs>
    </Box>
  );
}
