import { Anchor, Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { reviewedOn } from '../../../lib/reviews/reviewed-on';
import { HAPPY_CUSTOMER_CARDS, useFeaturedReviews } from '../api/featured-reviews';
import { PLACEHOLDER_REVIEWS } from './placeholder-reviews';

interface Card {
  key: string;
  name: string;
  initial: string;
  rating: number;
  when: string;
  text: string;
  product?: { id: string; title: string };
}

/**
 * "Happy Customer": the four newest 4 and 5 star reviews with words. Until the shop has four, the
 * spec's placeholder cards stand in (a half-filled row would look broken).
 */
export function HappyCustomers() {
  const { data, loading } = useFeaturedReviews();
  const real = data?.featuredReviews ?? [];
  const cards: Card[] =
    real.length >= HAPPY_CUSTOMER_CARDS
      ? real.map((r) => ({
          key: r.id,
          name: r.authorName,
          initial: r.authorInitial,
          rating: r.rating,
          when: r.reviewedAt ? reviewedOn(r.reviewedAt) : '',
          text: r.text ?? '',
          product: r.product,
        }))
      : PLACEHOLDER_REVIEWS.map((p) => ({
          key: p.name,
          name: p.name,
          initial: p.name[0]!,
          rating: p.rating,
          when: `Reviewed in India on ${p.date}`,
          text: p.text,
        }));
  return (
    <Stack component="section" aria-label="Happy Customer" gap="md" py="xl">
      <div>
        <Title order={2} fz={{ base: 22, sm: 28 }}>
          Happy Customer
        </Title>
        <Text c="dimmed" size="sm">
          customers says
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {loading && !data
          ? Array.from({ length: HAPPY_CUSTOMER_CARDS }, (_, i) => <Skeleton key={i} h={190} radius="md" />)
          : cards.map((card) => <ReviewCard key={card.key} card={card} />)}
      </SimpleGrid>
    </Stack>
  );
}

function ReviewCard({ card }: { card: Card }) {
  return (
    <Paper withBorder radius="md" p="lg" component="figure" m={0}>
      {/* The figure's caption comes first: who said it, and their stars. */}
      <Group gap="sm" mb="sm" wrap="nowrap" component="figcaption">
        <Avatar color="brand" radius="xl" aria-hidden>
          {card.initial}
        </Avatar>
        <div>
          <Text fw={600} size="sm">
            {card.name}
          </Text>
          <RatingStars value={card.rating} />
        </div>
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {card.when}
      </Text>
      {/* Shoppers' words: text, never HTML. */}
      <Text size="sm" component="blockquote" m={0} lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
        {card.text}
      </Text>
      {card.product && (
        <Anchor component={Link} to={`/product/id/${card.product.id}`} size="xs" mt="xs" display="block" lineClamp={1}>
          {card.product.title}
        </Anchor>
      )}
    </Paper>
  );
}
