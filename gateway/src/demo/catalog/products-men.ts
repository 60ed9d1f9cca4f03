import type { ProductLine } from './generator.js';

// Men's clothing. The kurta line is the largest: the home page's first slider shows it.

const CARE_COTTON = 'Machine wash cold with like colours. Do not bleach. Warm iron on the reverse.';
const CARE_SILK = 'Dry clean only. Store on a padded hanger.';

export const menClothing: ProductLine[] = [
  {
    categoryId: 'men/clothing/mens_kurta',
    kind: 'kurta',
    sizes: 'clothing',
    buckets: [1, 2, 3, 4, 0, 5],
    tags: ['kurta', 'ethnic', 'festive'],
    blurbs: [
      'A straight kurta with fine detailing at the placket, for festivals, pujas and family dinners.',
      'Cut for comfort through a long day of celebrations, with a mandarin collar and side slits.',
      'Pairs with churidar, pyjama or jeans alike.',
    ],
    details: [
      `Mandarin collar, long sleeves, knee length, side slits. ${CARE_COTTON}`,
      `Embroidered placket with fabric-covered buttons; straight hem. ${CARE_SILK}`,
      `Regular fit with a half placket and two side pockets. ${CARE_COTTON}`,
    ],
    highlights: ['Mandarin collar', 'Straight fit', 'Knee length', 'Side pockets', 'Embroidered placket'],
    rows: [
      ['Men Chikankari Cotton Straight Kurta', 'Sojanya', 'white'],
      ['Men Embroidered Silk Blend Kurta', 'Manyavar', 'maroon'],
      ['Men Solid Cotton Mandarin Collar Kurta', 'Fabindia', 'blue'],
      ['Men Printed Straight Kurta', 'Anouk', 'green'],
      ['Men Jacquard Woven Festive Kurta', 'Manyavar', 'beige'],
      ['Men Self-Design Linen Kurta', 'Fabindia', 'gray'],
      ['Men Thread Work Kurta with Pyjamas', 'Vastramay', 'yellow'],
      ['Men Ethnic Motifs Yoke Design Kurta', 'House of Pataudi', 'black'],
      ['Men Striped Pure Cotton Kurta', 'KISAH', 'purple'],
      ['Men Solid Short Kurta', 'Jompers', 'orange'],
      ['Men Mirror Work Festive Kurta', 'See Designs', 'pink'],
      ['Men Dupion Silk Kurta', 'Manyavar', 'red'],
      ['Men Pathani Cotton Kurta', 'Sojanya', 'brown'],
      ['Men Embroidered Sherwani-Style Kurta', 'Manyavar', 'maroon'],
      ['Men Block Print Cotton Kurta', 'Fabindia', 'green'],
      ['Men Chanderi Silk Kurta', 'House of Pataudi', 'white'],
    ],
  },
  {
    categoryId: 'men/clothing/mens_pans',
    kind: 'pants',
    sizes: 'clothing',
    buckets: [1, 2],
    tags: ['trousers', 'formal', 'chinos'],
    blurbs: [
      'Sharp, comfortable trousers that keep their crease through the day.',
      'Stretch cotton chinos for the office and the weekend.',
    ],
    details: [
      `Mid rise, slim fit, button and zip fly, slant pockets. ${CARE_COTTON}`,
      `Flat front with belt loops and two back welt pockets. ${CARE_COTTON}`,
    ],
    highlights: ['Slim fit', 'Mid rise', 'Stretch cotton', 'Belt loops', 'Slant pockets'],
    rows: [
      ['Men Slim Fit Cotton Chinos', 'Allen Solly', 'beige'],
      ['Men Formal Trousers', 'Peter England', 'gray'],
      ['Men Casual Cotton Trousers', 'Roadster', 'green'],
      ['Men Pleated Formal Trousers', 'Van Heusen', 'black'],
      ['Men Tapered Cargo Trousers', 'HRX', 'brown'],
    ],
  },
  {
    categoryId: 'men/clothing/shirts',
    kind: 'shirt',
    sizes: 'clothing',
    buckets: [0, 1, 2, 3],
    tags: ['shirt', 'formal', 'casual'],
    blurbs: [
      'A crisp shirt that goes from boardroom to dinner with one button undone.',
      'Breathable fabric and a clean fit, easy to tuck or wear out.',
    ],
    details: [
      `Spread collar, full button placket, long sleeves with buttoned cuffs, curved hem. ${CARE_COTTON}`,
      `Button-down collar and a chest pocket. ${CARE_COTTON}`,
    ],
    highlights: ['100% cotton', 'Slim fit', 'Chest pocket', 'Curved hem', 'Full sleeves'],
    rows: [
      ['Men Slim Fit Checked Casual Shirt', 'Roadster', 'red'],
      ['Men Solid Formal Shirt', 'Peter England', 'white'],
      ['Men Oxford Button-Down Shirt', 'Allen Solly', 'blue'],
      ['Men Linen Regular Fit Shirt', 'Fabindia', 'beige'],
      ['Men Striped Formal Shirt', 'Van Heusen', 'pink'],
      ['Men Denim Casual Shirt', "Levi's", 'blue'],
      ['Men Printed Resort Shirt', 'Highlander', 'green'],
      ['Men Mandarin Collar Shirt', 'Louis Philippe', 'black'],
    ],
  },
  {
    categoryId: 'men/clothing/jeans',
    kind: 'jeans',
    sizes: 'clothing',
    buckets: [1, 2, 3],
    tags: ['jeans', 'denim', 'casual'],
    blurbs: [
      'Everyday denim with a little stretch for comfort.',
      'A clean, mid-wash pair that goes with everything in the wardrobe.',
    ],
    details: [
      'Mid rise, five pockets, button and zip fly. Wash inside out in cold water.',
      'Slim fit through the thigh, tapered leg. Wash inside out in cold water.',
    ],
    highlights: ['Stretchable denim', 'Slim fit', 'Five pockets', 'Mid rise', 'Clean look'],
    rows: [
      ['Men 511 Slim Fit Stretchable Jeans', "Levi's", 'blue'],
      ['Men Skinny Fit Mid-Rise Jeans', 'Wrangler', 'black'],
      ['Men Regular Fit Light Fade Jeans', 'Pepe Jeans', 'blue'],
      ['Men Tapered Fit Jeans', 'Roadster', 'gray'],
      ['Men Slim Fit Clean Look Jeans', 'Flying Machine', 'black'],
    ],
  },
  {
    categoryId: 'men/clothing/t_shirt',
    kind: 'tshirt',
    sizes: 'clothing',
    buckets: [0, 1],
    tags: ['t-shirt', 'casual', 'basics'],
    blurbs: ['A soft cotton tee for every day of the week.', 'Breathable, easy and built to last wash after wash.'],
    details: [
      `Round neck, short sleeves, regular fit. ${CARE_COTTON}`,
      `Relaxed fit with ribbed neckline. ${CARE_COTTON}`,
    ],
    highlights: ['100% cotton', 'Round neck', 'Short sleeves', 'Regular fit', 'Bio-washed'],
    rows: [
      ['Men Artwork Printed Round Neck T-shirt', 'Bewakoof', 'white'],
      ['Men Solid Slim Fit T-shirt', 'HRX', 'blue'],
      ['Men Graphic Printed Sports T-shirt', 'Puma', 'red'],
      ['Men Pure Cotton Crew Neck T-shirt', 'Roadster', 'gray'],
      ['Men Solid Regular Fit T-shirt', 'U.S. Polo Assn.', 'green'],
      ['Men Oversized Drop-Shoulder T-shirt', 'Jack & Jones', 'black'],
    ],
  },
  {
    categoryId: 'men/clothing/jacket',
    kind: 'jacket',
    sizes: 'clothing',
    buckets: [2, 3, 4, 5],
    tags: ['jacket', 'winter', 'outerwear'],
    blurbs: [
      'A dependable jacket for chilly mornings and late rides home.',
      'Water-resistant shell and a warm lining.',
    ],
    details: [
      'Stand collar, zip closure, ribbed cuffs and hem, two pockets. Gentle machine wash.',
      'Padded body with a smooth lining. Gentle machine wash.',
    ],
    highlights: ['Zip closure', 'Water resistant', 'Ribbed cuffs', 'Two pockets', 'Regular fit'],
    rows: [
      ['Men Solid Bomber Jacket', 'Roadster', 'black'],
      ['Men Denim Trucker Jacket', "Levi's", 'blue'],
      ['Men Padded Puffer Jacket', 'Wildcraft', 'orange'],
      ['Men Solid Biker Jacket', 'Woodland', 'brown'],
    ],
  },
  {
    categoryId: 'men/clothing/sweater',
    kind: 'sweater',
    sizes: 'clothing',
    buckets: [1, 2, 3],
    tags: ['sweater', 'winter', 'knitwear'],
    blurbs: ['A warm knit for winter layering.', 'Classic cable knit that looks good over a shirt collar.'],
    details: [
      'Crew neck, long sleeves, ribbed trims. Hand wash cold, dry flat.',
      'Regular fit, acrylic wool blend. Hand wash cold, dry flat.',
    ],
    highlights: ['Cable knit', 'Crew neck', 'Ribbed trims', 'Wool blend', 'Regular fit'],
    rows: [
      ['Men Cable Knit Pullover', 'Monte Carlo', 'blue'],
      ['Men Solid Crew Neck Sweater', 'Allen Solly', 'gray'],
      ['Men Self-Design Pullover', 'Louis Philippe', 'maroon'],
      ['Men Wool Blend Sweater', 'U.S. Polo Assn.', 'beige'],
    ],
  },
];
