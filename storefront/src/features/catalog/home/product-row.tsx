import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { HomeCard, type HomeCardType } from './home-cards';
import classes from './product-row.module.css';

// The home rows' carousel: 1 card from 0 px, 3 from 720 px, and from 1024 px 5.5 (the "peek" row
// type, hinting there is more) or 5; only a window of 6 cards from the current index is mounted.
// The widths are CSS (product-row.module.css), so the server's HTML lays out like the browser's;
// the screen's width in script only moves the arrows, after the page has hydrated.
const WINDOW = 6;

export interface ProductRowProps {
  title: string;
  subtitle?: string;
  products: ProductCardFieldsFragment[];
  card: HomeCardType;
  peek?: boolean;
  /** The page's first row: its first picture is the largest a phone shows at once, fetched first. */
  first?: boolean;
}

export function ProductRow({ title, subtitle, products, card, peek = false, first = false }: ProductRowProps) {
  const [index, setIndex] = useState(0);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const tablet = useMediaQuery('(min-width: 720px)');
  const desktop = useMediaQuery('(min-width: 1024px)');
  const visible = desktop ? (peek ? 5.5 : 5) : tablet ? 3 : 1;
  const lastIndex = Math.max(0, products.length - Math.floor(visible));
  // Near the end the carousel stops early (trimmed snaps), so the window is pulled back to stay full.
  const windowStart = Math.max(0, Math.min(index, products.length - WINDOW));

  const go = (next: number) => {
    const target = Math.min(Math.max(next, 0), lastIndex);
    setIndex(target);
    embla?.scrollTo(target);
  };

  return (
    <Box component="section" aria-label={title} className={classes.row}>
      <Group justify="space-between" align="end" mb="md">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {index > 0 && (
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={`Previous ${title}`}
              onClick={() => go(index - 1)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          )}
          {index < lastIndex && (
            <ActionIcon
              variant="filled"
              radius="xl"
              size="lg"
              aria-label={`Next ${title}`}
              onClick={() => go(index + 1)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Carousel
        aria-label={`${title}: the cards`}
        withControls={false}
        classNames={{ slide: peek ? classes.peekSlide : classes.slide }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        getEmblaApi={setEmbla}
        onSlideChange={setIndex}
      >
        {products.map((product, i) => (
          <Carousel.Slide key={product.id}>
            {i >= windowStart && i < windowStart + WINDOW ? (
              <HomeCard type={card} product={product} priority={first && i === 0} />
            ) : (
              <Skeleton className={classes.placeholder} animate={false} />
            )}
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
