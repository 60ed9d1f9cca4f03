import { Badge, Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { oneDecimal } from '../../../lib/reviews/reviewed-on';
import { READABLE_GREEN } from '../../../lib/colors';
import { groupIndian } from '../../../lib/money';

/** A card's "4.3 ★ (128)": the mean and how many rated it; nothing until someone has. */
export function CardRating({ rating }: { rating: { average: number; count: number } }) {
  if (rating.count === 0) return null;
  const label = `Rated ${oneDecimal(rating.average)} out of 5 by ${groupIndian(rating.count)} shopper${rating.count === 1 ? '' : 's'}`;
  return (
    <Group gap={6} mt={6} wrap="nowrap" role="img" aria-label={label}>
      <Badge
        color={READABLE_GREEN}
        radius="sm"
        size="sm"
        rightSection={<IconStarFilled size={10} aria-hidden />}
        px={6}
      >
        {oneDecimal(rating.average)}
      </Badge>
      <Text size="xs" c="dimmed" aria-hidden>
        ({groupIndian(rating.count)})
      </Text>
    </Group>
  );
}
