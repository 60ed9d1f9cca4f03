import { AspectRatio, Box, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { itemPath, internalHref, type NavCategory } from './nav-types';
import classes from './header.module.css';
import { pictureSrc } from '../../lib/pictures';

/** One category's menu: two featured tiles and the section columns. Shared by the flyout and the drawer. */
export function FlyoutPanel({
  category,
  onNavigate,
  compact = false,
}: {
  category: NavCategory;
  onNavigate: () => void;
  compact?: boolean;
}) {
  return (
    <Box className={compact ? undefined : classes.flyoutGrid}>
      <SimpleGrid cols={2} spacing="md" mb={compact ? 'lg' : 0}>
        {category.featured.map((tile) => {
          const to = internalHref(tile.href);
          const body = (
            <>
              <AspectRatio ratio={3 / 4} className={classes.featuredImage}>
                <Image src={pictureSrc(tile.imageSrc)} alt={tile.imageAlt} loading="lazy" />
              </AspectRatio>
              <Text fw={600} size="sm" mt={6}>
                {tile.label}
              </Text>
              <Text size="xs" c="dimmed">
                Shop now
              </Text>
            </>
          );
          return to ? (
            <Link key={tile.label} to={to} className={classes.featured} onClick={onNavigate}>
              {body}
            </Link>
          ) : (
            <div key={tile.label} className={classes.featured}>
              {body}
            </div>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={compact ? 1 : category.sections.length} spacing={compact ? 'lg' : 'xl'}>
        {category.sections.map((section) => (
          <Stack key={section.id} gap={compact ? 10 : 8}>
            <Text fw={700} size="sm" tt="uppercase" c="brand.8" id={`menu-${category.slug}-${section.slug}`}>
              {section.label}
            </Text>
            <Stack
              component="ul"
              gap={compact ? 10 : 6}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={`menu-${category.slug}-${section.slug}`}
            >
              {section.items.map((item) => {
                const to = itemPath(category.slug, section.slug, item.href);
                return (
                  <li key={item.label}>
                    {to ? (
                      <Link to={to} className={classes.menuLink} onClick={onNavigate}>
                        {item.label}
                      </Link>
                    ) : (
                      <Text size="sm" c="dimmed" span>
                        {item.label}
                      </Text>
                    )}
                  </li>
                );
              })}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
