// Five banners in the home page's slider. The offer is drawn in the picture, so the alt text says
// it in the same words (gateway/src/demo/art/banners.ts draws them); on a phone the slider shows
// it as real text under the picture, cut at the colon into a title and a line.
const OFFERS = [
  'The Festive Edit: up to 80% off lehengas, sarees and kurtas for every celebration',
  'Menswear, the Kurta Edit: cotton, silk and chikankari kurtas, picked for the season',
  'New season, Summer Essentials: breezy tees, tops and dresses in fresh colours',
  'Accessorise the look: watches, bags, sunglasses and fragrances',
  'Free delivery above ₹499. Step out in style: shoes, belts and jackets at 44–80% off',
];

export const BANNERS = OFFERS.map((offer, i) => ({ src: `/images/banners/${i + 1}.svg`, alt: offer }));

/** How wide a banner is drawn: the full width, and on a phone cropped from 3.2:1 to 16:9 (its garments). */
export const BANNER_SIZES = '(max-width: 720px) 180vw, 100vw';

/** The home page's largest picture, preloaded by the HTML at high priority. */
export const FIRST_BANNER = BANNERS[0]!.src;
