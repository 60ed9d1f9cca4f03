// Five banners in the home page's slider.
export const BANNERS = [1, 2, 3, 4, 5].map((n) => ({
  src: `/images/banners/${n}.svg`,
  alt: `Kapda seasonal offer ${n} of 5`,
}));

/** How wide a banner is drawn: the full width, and on a phone cropped from 3.2:1 to 2:1. */
export const BANNER_SIZES = '(max-width: 720px) 160vw, 100vw';

/** The home page's largest picture, preloaded by the HTML at high priority. */
export const FIRST_BANNER = BANNERS[0]!.src;
