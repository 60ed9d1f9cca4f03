import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Image } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { Link } from 'react-router-dom';
import { BANNER_SIZES, BANNERS } from '../../../lib/banners';
import classes from './home.module.css';
import { picture } from '../../../lib/pictures';

// Auto-play every 1000 ms, looping, no arrow buttons.
const AUTOPLAY_MS = 1000;

export interface Banner {
  src: string;
  alt: string;
  /** Where a tap goes: a path of the shop or an https address; none on the built-in banners. */
  link?: string;
}

/** The banner slider: the built-in offers, or the slides an admin published. */
export function HeroCarousel({ banners = BANNERS }: { banners?: Banner[] }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();

  // embla-carousel-autoplay is not installed, so a small interval drives the same API; it pauses
  // while the pointer is over the banner and for visitors who ask for reduced motion.
  useEffect(() => {
    if (!embla || paused || reduceMotion) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion]);

  return (
    <Carousel
      aria-label="Offers"
      withControls={false}
      withIndicators
      emblaOptions={{ loop: true }}
      getEmblaApi={setEmbla}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      classNames={{ indicator: classes.heroIndicator }}
    >
      {banners.map((banner, i) => {
        const slide = (
          <>
            <Image
              {...picture(banner.src, BANNER_SIZES)}
              alt={banner.alt}
              className={classes.heroImage}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <OfferText offer={banner.alt} />
          </>
        );
        return (
          <Carousel.Slide key={`${i}:${banner.src}`}>
            {!banner.link ? (
              slide
            ) : banner.link.startsWith('/') ? (
              <Link to={banner.link} className={classes.heroLink}>
                {slide}
              </Link>
            ) : (
              <a href={banner.link} className={classes.heroLink}>
                {slide}
              </a>
            )}
          </Carousel.Slide>
        );
      })}
    </Carousel>
  );
}

/**
 * The offer as real text under the picture on a phone, where the picture shows its garments and
 * its drawn words would be too small to read. Hidden from screen readers: the picture's alt text
 * says the same.
 */
function OfferText({ offer }: { offer: string }) {
  const colon = offer.indexOf(': ');
  const [title, line] = colon < 0 ? [offer, ''] : [offer.slice(0, colon), offer.slice(colon + 2)];
  const rest = line.charAt(0).toUpperCase() + line.slice(1);
  return (
    <div className={classes.heroText} aria-hidden="true">
      <span className={classes.heroTitle}>{title}</span>
      {rest && <span className={classes.heroSub}>{rest}</span>}
    </div>
  );
}
