import type { ProductLine } from './generator.js';

// Women's clothing. Buckets index PRICE_BUCKETS: 0 = ₹159-399 ... 5 = ₹3999-4999.

const CARE_SILK = 'Dry clean only. Store folded in a muslin cloth away from direct sunlight.';
const CARE_COTTON = 'Machine wash cold with like colours. Do not bleach. Warm iron on the reverse.';

export const womenClothing: ProductLine[] = [
  {
    categoryId: 'women/clothing/tops',
    kind: 'top',
    sizes: 'clothing',
    buckets: [0, 1, 2],
    tags: ['top', 'western', 'casual'],
    blurbs: [
      'A light, easy top that pairs as well with jeans as with a midi skirt.',
      'Soft fabric and a relaxed fit make it an everyday favourite.',
    ],
    details: [
      `Regular fit, round neck, short puff sleeves, peplum hem. ${CARE_COTTON}`,
      `Relaxed fit with a flattering drape. ${CARE_COTTON}`,
    ],
    highlights: ['Regular fit', 'Breathable fabric', 'Short sleeves', 'Easy to style', 'Machine washable'],
    rows: [
      ['Women Floral Print Puff Sleeve Peplum Top', 'Roadster', 'pink'],
      ['Women Solid Ruffled Georgette Top', 'Sassafras', 'black'],
      ['Women Embroidered Cotton Regular Top', 'W', 'white'],
      ['Women Smocked Square Neck Top', 'Harpa', 'yellow'],
      ['Women Striped Tie-Up Neck Top', 'Vero Moda', 'blue'],
      ['Women Solid Satin Wrap Top', 'Tokyo Talkies', 'green'],
    ],
  },
  {
    categoryId: 'women/clothing/lehenga',
    kind: 'lehenga',
    sizes: 'clothing',
    buckets: [3, 4, 5, 2],
    tags: ['lehenga', 'ethnic', 'festive', 'wedding'],
    blurbs: [
      'A flared lehenga with zari work and a matching choli, made for sangeet nights and wedding days.',
      'Hand-finished embellishment and a generous flare that moves beautifully on the dance floor.',
    ],
    details: [
      `Semi-stitched lehenga with unstitched choli fabric and a net dupatta with a scalloped border. ${CARE_SILK}`,
      `Can-can lined lehenga with a padded choli and a sheer dupatta. ${CARE_SILK}`,
    ],
    highlights: ['Zari woven border', 'With matching dupatta', 'Semi-stitched', 'Sequin embellishment', 'Fully lined'],
    rows: [
      ['Women Embroidered Sequinned Semi-Stitched Lehenga Choli', 'Mitera', 'maroon'],
      ['Women Silk Blend Zari Woven Lehenga Choli', 'Kalini', 'red'],
      ['Women Mirror Work Ready to Wear Lehenga', 'Ethnovog', 'pink'],
      ['Women Printed Georgette Lehenga Choli', 'Panchhi', 'green'],
      ['Women Gota Patti Cotton Lehenga Set', 'Fabindia', 'yellow'],
      ['Women Velvet Embroidered Bridal Lehenga', 'Biba', 'purple'],
      ['Women Bandhani Print Flared Lehenga', 'Anouk', 'orange'],
    ],
  },
  {
    categoryId: 'women/clothing/saree',
    kind: 'saree',
    sizes: 'clothing',
    buckets: [1, 2, 3, 4, 5],
    tags: ['saree', 'ethnic', 'festive'],
    blurbs: [
      'Six yards of graceful drape with a rich woven border and a pallu worth showing off.',
      'A saree that moves from pooja mornings to evening receptions without missing a beat.',
    ],
    details: [
      `5.5 m saree with a 0.8 m unstitched blouse piece. ${CARE_SILK}`,
      `Saree with contrast zari border and tasselled pallu; blouse piece included. ${CARE_SILK}`,
    ],
    highlights: ['Woven zari border', 'Blouse piece included', 'Rich pallu', 'Lightweight drape', 'Festive wear'],
    rows: [
      ['Women Banarasi Silk Blend Zari Woven Saree', 'Mitera', 'maroon'],
      ['Women Kanjeevaram Art Silk Saree', 'Sangria', 'blue'],
      ['Women Printed Chiffon Saree', 'Satrani', 'pink'],
      ['Women Embroidered Organza Saree', 'Kalini', 'green'],
      ['Women Cotton Handloom Saree', 'Fabindia', 'beige'],
      ['Women Bandhani Georgette Saree', 'Anouk', 'red'],
      ['Women Linen Saree with Zari Border', 'Taneira', 'purple'],
    ],
  },
  {
    categoryId: 'women/clothing/gowns',
    kind: 'gown',
    sizes: 'clothing',
    buckets: [2, 3, 4, 5],
    tags: ['gown', 'ethnic', 'party'],
    blurbs: [
      'A floor-length gown with a fitted bodice and a skirt that swirls.',
      'Evening-ready, with a sparkling waistband and soft flare.',
    ],
    details: [
      `Sweetheart neckline, concealed zip, fully lined. ${CARE_SILK}`,
      `Flared floor-length silhouette with embellished waist. ${CARE_SILK}`,
    ],
    highlights: ['Floor length', 'Embellished waist', 'Fully lined', 'Concealed zip', 'Party wear'],
    rows: [
      ['Women Embellished Net Anarkali Gown', 'Biba', 'purple'],
      ['Women Ethnic Motifs Flared Maxi Gown', 'Libas', 'blue'],
      ['Women Sequinned Fit and Flare Gown', 'Inddus', 'black'],
      ['Women Georgette Tiered Gown', 'Aks', 'pink'],
    ],
  },
  {
    categoryId: 'women/clothing/dresses',
    kind: 'dress',
    sizes: 'clothing',
    buckets: [0, 1, 2, 3],
    tags: ['dress', 'western', 'casual'],
    blurbs: [
      'A fit-and-flare dress with a tie waist that works for brunch and beyond.',
      'Flowing and light, with a print made for sunny days.',
    ],
    details: [
      `V-neck, flutter sleeves, self-tie belt, midi length. ${CARE_COTTON}`,
      `A-line silhouette with a gathered skirt and side pockets. ${CARE_COTTON}`,
    ],
    highlights: ['Self-tie belt', 'Flutter sleeves', 'Midi length', 'Side pockets', 'Lightweight'],
    rows: [
      ['Women Floral Print Fit and Flare Midi Dress', 'Roadster', 'red'],
      ['Women Solid A-Line Maxi Dress', 'Athena', 'green'],
      ['Women Polka Dot Wrap Dress', 'Sassafras', 'blue'],
      ['Women Tiered Cotton Midi Dress', 'FabAlley', 'yellow'],
      ['Women Self-Design Bodycon Dress', 'Vero Moda', 'black'],
      ['Women Printed Smocked Sundress', 'Harpa', 'orange'],
    ],
  },
  {
    categoryId: 'women/clothing/womens_Kurtas',
    kind: 'kurta',
    sizes: 'clothing',
    buckets: [0, 1, 2],
    tags: ['kurta', 'ethnic', 'everyday'],
    blurbs: [
      'An easy straight kurta for office days and family lunches.',
      'Fine detailing at the yoke and a comfortable, breathable fabric.',
    ],
    details: [
      `Mandarin collar, three-quarter sleeves, calf length, side slits. ${CARE_COTTON}`,
      `Straight kurta with printed border and button placket. ${CARE_COTTON}`,
    ],
    highlights: ['Pure cotton', 'Straight fit', 'Calf length', 'Side slits', 'Everyday wear'],
    rows: [
      ['Women Ethnic Motifs Printed Straight Kurta', 'Libas', 'blue'],
      ['Women Chikankari Embroidered A-Line Kurta', 'Ada', 'white'],
      ['Women Yoke Design Anarkali Kurta', 'Biba', 'maroon'],
      ['Women Floral Printed Kurta with Palazzos', 'Anouk', 'pink'],
      ['Women Mirror Work Cotton Kurta', 'Fabindia', 'orange'],
      ['Women Solid Rayon Straight Kurta', 'W', 'green'],
      ['Women Block Print Kurta', 'Global Desi', 'beige'],
    ],
  },
  {
    categoryId: 'women/clothing/t_shirt',
    kind: 'tshirt',
    sizes: 'clothing',
    buckets: [0, 1],
    tags: ['t-shirt', 'casual', 'basics'],
    blurbs: [
      'A soft everyday tee in breathable cotton.',
      'The tee you will reach for first: easy fit, soft hand-feel.',
    ],
    details: [
      `Round neck, short sleeves, regular fit. ${CARE_COTTON}`,
      `Drop shoulders and a relaxed boxy fit. ${CARE_COTTON}`,
    ],
    highlights: ['100% cotton', 'Round neck', 'Short sleeves', 'Bio-washed', 'Regular fit'],
    rows: [
      ['Women Printed Round Neck Cotton T-shirt', 'Roadster', 'white'],
      ['Women Solid Oversized Drop-Shoulder T-shirt', 'HRX', 'gray'],
      ['Women Graphic Print Regular T-shirt', 'Puma', 'black'],
      ['Women Slim Fit Ribbed T-shirt', 'Tokyo Talkies', 'pink'],
      ['Women Boxy Fit Cotton T-shirt', 'Bewakoof', 'yellow'],
    ],
  },
  {
    categoryId: 'women/clothing/jacket',
    kind: 'jacket',
    sizes: 'clothing',
    buckets: [2, 3, 4, 5],
    tags: ['jacket', 'winter', 'outerwear'],
    blurbs: [
      'A layering jacket with a zip front and ribbed trims.',
      'Warm without the bulk, with pockets where you want them.',
    ],
    details: [
      `Stand collar, zip closure, ribbed cuffs and hem, two welt pockets. ${CARE_COTTON}`,
      `Lightly padded with a smooth lining. Gentle machine wash.`,
    ],
    highlights: ['Zip closure', 'Ribbed cuffs', 'Two pockets', 'Lightly padded', 'Regular fit'],
    rows: [
      ['Women Solid Bomber Jacket', 'Roadster', 'green'],
      ['Women Denim Trucker Jacket', "Levi's", 'blue'],
      ['Women Quilted Puffer Jacket', 'Puma', 'beige'],
      ['Women Longline Tailored Jacket', 'Vero Moda', 'brown'],
    ],
  },
  {
    categoryId: 'women/clothing/sweater',
    kind: 'sweater',
    sizes: 'clothing',
    buckets: [1, 2, 3],
    tags: ['sweater', 'winter', 'knitwear'],
    blurbs: ['A cosy cable-knit sweater for cool evenings.', 'Soft knit with ribbed trims that hold their shape.'],
    details: [
      'Crew neck, long sleeves, ribbed cuffs and hem. Hand wash cold, dry flat.',
      'Relaxed fit cable knit. Hand wash cold, dry flat.',
    ],
    highlights: ['Cable knit', 'Ribbed trims', 'Long sleeves', 'Soft acrylic wool blend', 'Relaxed fit'],
    rows: [
      ['Women Cable Knit Pullover Sweater', 'Monte Carlo', 'maroon'],
      ['Women Ribbed Turtle Neck Sweater', 'Roadster', 'beige'],
      ['Women Acrylic Pullover', 'Marks & Spencer', 'purple'],
      ['Women Self-Design Pullover', 'Fort Collins', 'gray'],
    ],
  },
];
