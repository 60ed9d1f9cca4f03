import { useState } from 'react';
import { AspectRatio, Box, Image, Stack, UnstyledButton } from '@mantine/core';
import classes from './product.module.css';
import { picture, thumbnailSrc } from '../../../lib/pictures';
import { GALLERY_SIZES } from './gallery-sizes';

/** Gallery: the main image and thumbnails; a thumbnail click selects the main image. */
export function ProductGallery({ images, alts = [], title }: { images: string[]; alts?: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];

  return (
    <Box className={classes.gallery}>
      {images.length > 1 && (
        <Stack className={classes.thumbs} gap="xs" role="group" aria-label="Product images">
          {images.map((src, i) => (
            <UnstyledButton
              key={src + i}
              className={classes.thumb}
              data-selected={i === selected || undefined}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              <Image src={thumbnailSrc(src)} alt="" />
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <AspectRatio ratio={3 / 4} className={classes.mainImage}>
        {/* The page's largest picture (the HTML preloads the first): fetched before the others. */}
        <Image
          {...picture(main, GALLERY_SIZES)}
          alt={alts[selected] && alts[selected] !== title ? alts[selected] : `${title}, image ${selected + 1}`}
          fetchPriority="high"
        />
      </AspectRatio>
    </Box>
  );
}
