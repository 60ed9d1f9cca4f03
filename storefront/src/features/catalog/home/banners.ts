// Five banners in the home page's slider.
export const BANNERS = [1, 2, 3, 4, 5].map((n) => ({
  src: `/images/banners/${n}.svg`,
  alt: `Kapda seasonal offer ${n} of 5`,
}));

/** The home page's largest picture, preloaded by the HTML at high priority. */
export const FIRST_BANNER = BANNERS[0]!.src;
