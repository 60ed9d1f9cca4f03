import { AspectRatio, Box, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './home.module.css';
import { pictureSrc } from '../../../lib/pictures';

export interface PromoTile {
  to: string;
  title: string;
  caption: string;
  imageSrc?: string;
}

/** Image tiles that link to a category: the lehenga/saree promo and "Shop By Category". */
export function PromoTiles({ tiles, ratio = 4 / 5 }: { tiles: PromoTile[]; ratio?: number }) {
  return (
    <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'lg' }}>
      {tiles.map((tile) => (
        <Link key={tile.to + tile.title} to={tile.to} className={classes.tile}>
          <AspectRatio ratio={ratio}>
            {tile.imageSrc ? (
              <Image src={pictureSrc(tile.imageSrc)} alt={tile.title} loading="lazy" fit="cover" />
            ) : (
              <Box bg="brand.1" />
            )}
          </AspectRatio>
          <Box className={classes.tileCaption}>
            <Title order={3} fz={{ base: 18, sm: 26 }} c="white">
              {tile.title}
            </Title>
            <Text size="sm" c="gray.2">
              {tile.caption}
            </Text>
          </Box>
        </Link>
      ))}
    </SimpleGrid>
  );
}
