import { describe, expect, it } from 'vitest';
import { picture, pictureSrc, rasterImage, thumbnailSrc } from './pictures';

describe('the pictures a page shows', () => {
  it('shows the shop’s own drawn art as the WebP drawn of it, under the same name', () => {
    expect(pictureSrc('/images/products/kurta-maroon-1.svg')).toBe('/images/products/kurta-maroon-1.webp');
    expect(pictureSrc('/images/tiles/basic-tees.svg')).toBe('/images/tiles/basic-tees.webp');
  });

  it('offers a banner or product picture in every width drawn of it when the page says how wide it shows it', () => {
    expect(picture('/images/banners/2.svg', '100vw')).toEqual({
      src: '/images/banners/2.webp',
      srcSet: '/images/banners/2.webp 1600w, /images/banners/2.1200.webp 1200w, /images/banners/2.800.webp 800w',
      sizes: '100vw',
    });
    expect(picture('/images/banners/2.svg')).toEqual({ src: '/images/banners/2.webp' });
    expect(picture('/images/products/kurta-maroon-1.svg', '50vw').srcSet).toBe(
      '/images/products/kurta-maroon-1.webp 600w, /images/products/kurta-maroon-1.900.webp 900w',
    );
  });

  it('uses any other address as it is: a merchant’s photograph, an SVG from elsewhere', () => {
    for (const url of ['https://cdn.example.com/shirt.jpg', '/uploads/shirt.svg', '/images/products/../x.svg', '']) {
      expect(picture(url, '100vw')).toEqual({ src: url });
    }
  });

  it('gives link previews a PNG or JPEG, never an SVG', () => {
    expect(rasterImage('/images/products/kurta-maroon-1.svg')).toBe('/images/products/kurta-maroon-1.png');
    expect(rasterImage('https://cdn.example.com/shirt.JPG')).toBe('https://cdn.example.com/shirt.JPG');
    expect(rasterImage('/uploads/shirt.svg')).toBeUndefined();
    expect(rasterImage(undefined)).toBeUndefined();
  });

  it('shows an uploaded photo at its renditions: 600 and 900 px WebP, 160 px thumbnails, a JPEG preview', () => {
    const photo = `/photos/${'ab12'.repeat(8)}.webp`;
    const name = photo.slice(0, -5);
    expect(picture(photo, '50vw')).toEqual({
      src: photo,
      srcSet: `${photo} 600w, ${name}.900.webp 900w`,
      sizes: '50vw',
    });
    expect(pictureSrc(photo)).toBe(photo);
    expect(thumbnailSrc(photo)).toBe(`${name}.160.webp`);
    expect(thumbnailSrc('/images/products/kurta-maroon-1.svg')).toBe('/images/products/kurta-maroon-1.webp');
    expect(rasterImage(photo)).toBe(`${name}.jpg`);
  });
});
