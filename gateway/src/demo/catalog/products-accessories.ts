import type { ProductLine } from './generator.js';

// Accessories for women and men. Shoes come in sizes 6-11; everything else is one size.

const watchCopy = {
  kind: 'watch',
  sizes: 'free',
  buckets: [1, 2, 3, 4, 5],
  tags: ['watch', 'analogue'],
  blurbs: [
    'A clean analogue dial on a comfortable strap, for every day and every occasion.',
    'Classic proportions with a mineral glass face.',
  ],
  details: [
    'Quartz movement, mineral glass, 3 ATM water resistance, buckle closure. 1-year warranty.',
    'Stainless steel case, leather strap, date-free dial. 2-year warranty.',
  ],
  highlights: ['Analogue dial', 'Water resistant', 'Leather strap', 'Quartz movement', 'Warranty included'],
} as const;

const sunglassCopy = {
  kind: 'sunglass',
  sizes: 'free',
  buckets: [0, 1, 2, 3],
  tags: ['sunglasses', 'uv-protection'],
  blurbs: ['Everyday sunglasses with full UV protection.', 'A timeless frame that suits most face shapes.'],
  details: [
    'UV400 lenses, lightweight frame, comes with a case and cleaning cloth.',
    'Polarised lenses reduce glare on the road. Case included.',
  ],
  highlights: ['UV400 protection', 'Lightweight frame', 'Case included', 'Scratch resistant', 'Polarised'],
} as const;

const perfumeCopy = {
  kind: 'perfume',
  sizes: 'free',
  buckets: [0, 1, 2],
  tags: ['perfume', 'fragrance'],
  blurbs: [
    'A long-lasting eau de parfum with a warm, memorable trail.',
    'Fresh top notes settle into a soft, woody base.',
  ],
  details: [
    '100 ml eau de parfum. Spray on pulse points. Keep away from heat.',
    '50 ml eau de parfum, long lasting. Keep away from heat.',
  ],
  highlights: ['Long lasting', 'Eau de parfum', 'Travel friendly', 'Gift ready', 'Made in India'],
} as const;

export const womenAccessories: ProductLine[] = [
  {
    ...watchCopy,
    categoryId: 'women/accessories/watch',
    rows: [
      ['Women Raga Analogue Watch', 'Titan', 'brown'],
      ['Women Leather Strap Analogue Watch', 'Fastrack', 'pink'],
      ['Women Analogue Watch with Mesh Dial', 'Sonata', 'white'],
      ['Women Jacqueline Analogue Watch', 'Fossil', 'red'],
      ['Women Round Dial Analogue Watch', 'Daniel Klein', 'beige'],
    ],
  },
  {
    categoryId: 'women/accessories/bags',
    kind: 'bag',
    sizes: 'free',
    buckets: [1, 2, 3, 4, 5],
    tags: ['handbag', 'bag'],
    blurbs: [
      'A structured handbag with room for a laptop sleeve and a day out.',
      'Textured vegan leather with sturdy handles and a secure clasp.',
    ],
    details: [
      'Two handles, magnetic flap closure, one zip pocket and two slip pockets inside. Wipe clean.',
      'Vegan leather, gold-tone hardware, detachable sling strap. Wipe clean.',
    ],
    highlights: ['Vegan leather', 'Flap closure', 'Multiple pockets', 'Gold-tone hardware', 'Detachable strap'],
    rows: [
      ['Women Structured Handheld Bag', 'Lavie', 'beige'],
      ['Women Textured Tote Bag', 'Baggit', 'maroon'],
      ['Women Solid Satchel', 'Caprese', 'black'],
      ['Women Leather Handbag', 'Hidesign', 'brown'],
      ['Women Quilted Shoulder Bag', 'Accessorize', 'green'],
    ],
  },
  {
    categoryId: 'women/accessories/bangle',
    kind: 'bangle',
    sizes: 'free',
    buckets: [0, 1, 2],
    tags: ['bangles', 'jewellery', 'ethnic'],
    blurbs: [
      'A festive stack of bangles with enamel and gold-tone beads.',
      'Handcrafted bangles that add colour to any ethnic look.',
    ],
    details: [
      'Set of bangles, size 2.6. Gold-plated brass with enamel. Keep away from water and perfume.',
      'Brass with meenakari work, size 2.8. Store in the box provided.',
    ],
    highlights: ['Gold plated', 'Enamel work', 'Set of bangles', 'Handcrafted', 'Gift box'],
    rows: [
      ['Set of 4 Gold-Plated Meenakari Bangles', 'Zaveri Pearls', 'red'],
      ['Set of 2 Enamelled Bangles', 'Sukkhi', 'green'],
      ['Gold-Plated Stone-Studded Kada', 'Rubans', 'blue'],
      ['Set of 6 Beaded Bangles', 'Jewels Galaxy', 'pink'],
    ],
  },
  {
    ...sunglassCopy,
    categoryId: 'women/accessories/women_sunglass',
    rows: [
      ['Women Cat-Eye Sunglasses with UV Protection', 'Vincent Chase', 'black'],
      ['Women Oversized Square Sunglasses', 'Fastrack', 'brown'],
      ['Women Butterfly Sunglasses', 'IDEE', 'pink'],
      ['Women Wayfarer Sunglasses', 'Carlton London', 'purple'],
    ],
  },
  {
    ...perfumeCopy,
    categoryId: 'women/accessories/perfume',
    rows: [
      ['Women Rose Oud Eau de Parfum', 'Bella Vita Organic', 'pink'],
      ['Women Amber Eau de Parfum', 'Skinn by Titan', 'yellow'],
      ['Women Blush Eau de Parfum', 'Engage', 'purple'],
      ['Women Berry Musk Eau de Parfum', 'Fogg', 'red'],
    ],
  },
];

export const menAccessories: ProductLine[] = [
  {
    ...watchCopy,
    categoryId: 'men/accessories/watch',
    rows: [
      ['Men Neo Analogue Watch', 'Titan', 'black'],
      ['Men Leather Strap Analogue Watch', 'Fastrack', 'brown'],
      ['Men Enticer Analogue Watch', 'Casio', 'blue'],
      ['Men Expedition Analogue Watch', 'Timex', 'green'],
      ['Men Round Dial Analogue Watch', 'Sonata', 'gray'],
    ],
  },
  {
    categoryId: 'men/accessories/wallets',
    kind: 'wallet',
    sizes: 'free',
    buckets: [0, 1, 2],
    tags: ['wallet', 'leather'],
    blurbs: [
      'A slim bifold in genuine leather with room for cards and cash.',
      'Hand-stitched edges and RFID-safe card slots.',
    ],
    details: [
      'Bifold, 6 card slots, 2 currency compartments, coin pocket. Genuine leather.',
      'RFID-protected card slots, ID window. Genuine leather.',
    ],
    highlights: ['Genuine leather', 'Bifold', 'Six card slots', 'RFID protected', 'Gift box'],
    rows: [
      ['Men Leather Bifold Wallet', 'Woodland', 'brown'],
      ['Men Textured Leather Wallet', 'Tommy Hilfiger', 'black'],
      ['Men RFID Leather Wallet', 'WildHorn', 'blue'],
      ['Men Solid Two Fold Wallet', 'Allen Solly', 'maroon'],
    ],
  },
  {
    ...sunglassCopy,
    categoryId: 'men/accessories/mens_sunglass',
    rows: [
      ['Men Wayfarer Sunglasses with UV Protection', 'Vincent Chase', 'black'],
      ['Men Rectangle Sunglasses', 'Fastrack', 'gray'],
      ['Men Aviator Sunglasses', 'IDEE', 'brown'],
      ['Men Polarised Sports Sunglasses', 'Polaroid', 'blue'],
    ],
  },
  {
    categoryId: 'men/accessories/shoes',
    kind: 'shoes',
    sizes: 'shoes',
    buckets: [1, 2, 3, 4, 5],
    tags: ['shoes', 'sneakers', 'footwear'],
    blurbs: [
      'Lace-up sneakers with a cushioned sole for all-day comfort.',
      'A clean low-top that goes with denim and chinos alike.',
    ],
    details: [
      'Synthetic leather upper, padded collar, rubber sole. Wipe with a damp cloth.',
      'Breathable upper, lightweight EVA midsole, lace-up closure.',
    ],
    highlights: ['Cushioned sole', 'Lace-up', 'Padded collar', 'Lightweight', 'Rubber outsole'],
    rows: [
      ['Men Lace-Up Casual Sneakers', 'Red Tape', 'white'],
      ['Men Leather Casual Shoes', 'Woodland', 'brown'],
      ['Men Smash Sneakers', 'Puma', 'black'],
      ['Men Solid Casual Shoes', 'Bata', 'beige'],
      ['Men Running Shoes', 'Campus', 'red'],
      ['Men Colourblocked Sneakers', 'Roadster', 'blue'],
    ],
  },
  {
    categoryId: 'men/accessories/belts',
    kind: 'belt',
    sizes: 'free',
    buckets: [0, 1, 2],
    tags: ['belt', 'leather'],
    blurbs: [
      'A genuine leather belt with a polished buckle.',
      'Smart enough for formal trousers, easy enough for jeans.',
    ],
    details: [
      'Genuine leather, 35 mm width, pin buckle. Fits waist 30-38 inches.',
      'Reversible leather belt with a brushed buckle. Fits waist 30-40 inches.',
    ],
    highlights: ['Genuine leather', 'Pin buckle', 'Adjustable', '35 mm width', 'Gift box'],
    rows: [
      ['Men Leather Formal Belt', 'Peter England', 'black'],
      ['Men Textured Leather Belt', 'Tommy Hilfiger', 'brown'],
      ['Men Casual Leather Belt', 'Woodland', 'orange'],
      ['Men Reversible Leather Belt', 'Louis Philippe', 'maroon'],
    ],
  },
  {
    ...perfumeCopy,
    categoryId: 'men/accessories/perfume',
    rows: [
      ['Men Impact Eau de Parfum', 'Fogg', 'blue'],
      ['Men Code Eau de Parfum', 'Wild Stone', 'black'],
      ['Men Raw Eau de Parfum', 'Skinn by Titan', 'gray'],
      ['Men Oud Eau de Parfum', 'Bella Vita Organic', 'brown'],
    ],
  },
];
