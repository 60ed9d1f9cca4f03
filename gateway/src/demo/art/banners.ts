import type { Kind } from './kinds.js';
import type { Colour } from './palette.js';
import { itemAt, svgDocument } from './scenes.js';

// Home slider banners: an editorial headline on the left, three garments in arches on the right.

interface Banner {
  bg: readonly [string, string];
  ink: string;
  accent: string;
  arch: string;
  kicker: string;
  title: readonly string[];
  sub: string;
  items: readonly (readonly [Kind, Colour])[];
}

const BANNERS: readonly Banner[] = [
  {
    bg: ['#6f1c2b', '#b4553b'],
    ink: '#fbf3e6',
    accent: '#ecd48f',
    arch: '#f3e3cf',
    kicker: 'THE FESTIVE EDIT',
    title: ['Festive Edit —', 'up to 80% off'],
    sub: 'Lehengas, sarees and kurtas for every celebration',
    items: [
      ['lehenga', 'yellow'],
      ['saree', 'pink'],
      ['kurta', 'beige'],
    ],
  },
  {
    bg: ['#f6e8d0', '#e6c394'],
    ink: '#3b2417',
    accent: '#9c5a2a',
    arch: '#fbf4e8',
    kicker: 'MENSWEAR',
    title: ['The Kurta Edit'],
    sub: 'Cotton, silk and chikankari kurtas, picked for the season',
    items: [
      ['kurta', 'white'],
      ['kurta', 'maroon'],
      ['kurta', 'blue'],
    ],
  },
  {
    bg: ['#f8e0d6', '#eeb5a2'],
    ink: '#4a2320',
    accent: '#b4553b',
    arch: '#fdf1ea',
    kicker: 'NEW SEASON',
    title: ['Summer', 'Essentials'],
    sub: 'Breezy tees, tops and dresses in fresh colours',
    items: [
      ['dress', 'yellow'],
      ['top', 'white'],
      ['tshirt', 'blue'],
    ],
  },
  {
    bg: ['#e3e5d6', '#bfc8a8'],
    ink: '#2e3526',
    accent: '#6b7d4f',
    arch: '#f5f4ec',
    kicker: 'ACCESSORIES',
    title: ['Accessorise', 'the look'],
    sub: 'Watches, bags, sunglasses and fragrances',
    items: [
      ['watch', 'brown'],
      ['bag', 'maroon'],
      ['perfume', 'pink'],
    ],
  },
  {
    bg: ['#35263a', '#6d3f4f'],
    ink: '#fbf1e4',
    accent: '#ecd48f',
    arch: '#efe2d3',
    kicker: 'FREE DELIVERY ABOVE ₹499',
    title: ['Step out', 'in style'],
    sub: 'Shoes, belts and jackets at 44–80% off',
    items: [
      ['shoes', 'brown'],
      ['jacket', 'beige'],
      ['belt', 'black'],
    ],
  },
];

export const BANNER_COUNT = BANNERS.length;

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

export function bannerScene(n: number): string {
  const b = BANNERS[n - 1]!;
  const id = `banner-${n}`;
  const parts: string[] = [
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient></defs>`,
    `<rect width="1600" height="500" fill="url(#${id}-bg)"/>`,
    `<circle cx="1180" cy="250" r="330" fill="${b.ink}" opacity=".07"/>`,
    `<circle cx="1500" cy="60" r="120" fill="${b.accent}" opacity=".12"/>`,
    `<text x="110" y="140" fill="${b.accent}" font-family="${SANS}" font-size="18" letter-spacing="6" font-weight="600">${b.kicker}</text>`,
    `<rect x="110" y="158" width="64" height="2" fill="${b.accent}"/>`,
  ];
  b.title.forEach((lineText, i) => {
    parts.push(
      `<text x="106" y="${232 + i * 74}" fill="${b.ink}" font-family="${SERIF}" font-size="66">${lineText}</text>`,
    );
  });
  const subY = 232 + (b.title.length - 1) * 74 + 56;
  parts.push(
    `<text x="110" y="${subY}" fill="${b.ink}" opacity=".85" font-family="${SANS}" font-size="22">${b.sub}</text>`,
  );
  parts.push(`<rect x="110" y="${subY + 34}" width="170" height="50" rx="25" fill="${b.ink}"/>`);
  parts.push(
    `<text x="195" y="${subY + 66}" fill="${b.bg[0]}" font-family="${SANS}" font-size="18" font-weight="600" letter-spacing="2" text-anchor="middle">SHOP NOW</text>`,
  );
  b.items.forEach(([kind, colour], i) => {
    const x = 880 + i * 230;
    parts.push(
      `<path d="M${x},500 L${x},200 A105,105 0 0 1 ${x + 210},200 L${x + 210},500Z" fill="${b.arch}" opacity=".92"/>`,
    );
    parts.push(itemAt(kind, colour, `${id}-${i}`, [x + 18, 120, x + 192, 476]));
  });
  return svgDocument(1600, 500, parts.join(''));
}
