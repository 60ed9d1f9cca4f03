import { Image, type ImageProps } from '@mantine/core';
import { FALLBACK_PICTURE, thumbnailSrc } from '../lib/pictures';

/** A product's small picture in a list (cart, orders, reviews): cropped to fill, the shop's mark if it fails. */
export function ProductThumbnail({
  src,
  alt = '',
  ...size
}: { src: string | undefined; alt?: string } & Pick<ImageProps, 'w' | 'h' | 'style'>) {
  return (
    <Image
      src={src === undefined ? undefined : thumbnailSrc(src)}
      alt={alt}
      radius="sm"
      fit="cover"
      fallbackSrc={FALLBACK_PICTURE}
      {...size}
    />
  );
}
