import { teeArtwork } from './art-tops.js';
import { isKind, type Kind } from './kinds.js';
import { COLOURS, type Colour } from './palette.js';
import { itemAt, svgDocument } from './scenes.js';

// Portrait promo tiles for the menu and the home page. No text: the storefront labels them.

interface Placement {
  kind: Kind;
  colour: Colour;
  stage: readonly [number, number, number, number];
  overlay?: string;
}

interface Tile {
  bg: string;
  arch: string;
  items: readonly Placement[];
}

const TILES: Record<string, Tile> = {
  'new-arrivals-women': {
    bg: '#f4e7e1',
    arch: '#e9cbc1',
    items: [
      { kind: 'dress', colour: 'pink', stage: [90, 110, 470, 700] },
      { kind: 'bag', colour: 'beige', stage: [370, 520, 560, 760] },
    ],
  },
  'basic-tees': {
    bg: '#eeebe6',
    arch: '#dcd6cd',
    items: [
      { kind: 'tshirt', colour: 'gray', stage: [20, 110, 330, 430] },
      { kind: 'tshirt', colour: 'black', stage: [270, 110, 580, 430] },
      { kind: 'tshirt', colour: 'white', stage: [110, 330, 490, 740] },
    ],
  },
  'new-arrivals-men': {
    bg: '#e6eaee',
    arch: '#c9d3dd',
    items: [
      { kind: 'shirt', colour: 'blue', stage: [80, 100, 460, 720] },
      { kind: 'watch', colour: 'brown', stage: [410, 420, 560, 770] },
    ],
  },
  'artwork-tees': {
    bg: '#f3ece2',
    arch: '#e5d3bd',
    items: [{ kind: 'tshirt', colour: 'white', stage: [60, 120, 540, 740], overlay: teeArtwork('#dc7638', '#3f5f93') }],
  },
};

// Category names from the menu, so a tile can be asked for by the category it promotes.
const ALIASES: Record<string, Kind> = {
  tops: 'top',
  gowns: 'gown',
  dresses: 'dress',
  womens_kurtas: 'kurta',
  mens_kurta: 'kurta',
  t_shirt: 'tshirt',
  tees: 'tshirt',
  shirts: 'shirt',
  mens_pans: 'pants',
  trousers: 'pants',
  watches: 'watch',
  bags: 'bag',
  handbags: 'bag',
  bangles: 'bangle',
  women_sunglass: 'sunglass',
  mens_sunglass: 'sunglass',
  sunglasses: 'sunglass',
  wallets: 'wallet',
  belts: 'belt',
  jackets: 'jacket',
  sweaters: 'sweater',
  sneakers: 'shoes',
  footwear: 'shoes',
};

const SINGLE_COLOUR: Partial<Record<Kind, Colour>> = {
  lehenga: 'maroon',
  saree: 'pink',
  kurta: 'white',
  shoes: 'brown',
  watch: 'black',
  gown: 'purple',
};

/** A stable colour for a name, so the same tile always looks the same. */
function colourFor(name: string): Colour {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLOURS[h % COLOURS.length]!;
}

function tileFor(name: string): Tile {
  const known = TILES[name];
  if (known) return known;
  const key = name.replace(/-/g, '_');
  const kind = isKind(key) ? key : ALIASES[key.toLowerCase()];
  if (kind) {
    const colour = SINGLE_COLOUR[kind] ?? colourFor(name);
    return { bg: '#f3eee7', arch: '#e6dccf', items: [{ kind, colour, stage: [90, 130, 510, 720] }] };
  }
  // Anything else: a calm mixed still life that fits any "shop the collection" link.
  return {
    bg: '#f1ebe3',
    arch: '#e2d6c6',
    items: [
      { kind: 'tshirt', colour: 'beige', stage: [70, 120, 450, 560] },
      { kind: 'bag', colour: 'brown', stage: [300, 440, 540, 740] },
      { kind: 'sunglass', colour: 'black', stage: [70, 600, 300, 720] },
    ],
  };
}

export function tileScene(name: string): string {
  const tile = tileFor(name);
  const id = `tile-${name.replace(/[^a-z0-9]/g, '')}`;
  const parts = [
    `<rect width="600" height="800" fill="${tile.bg}"/>`,
    `<path d="M80,800 L80,290 A220,220 0 0 1 520,290 L520,800Z" fill="${tile.arch}"/>`,
    `<rect y="760" width="600" height="40" fill="#000" opacity=".04"/>`,
    ...tile.items.map((it, i) => itemAt(it.kind, it.colour, `${id}-${i}`, it.stage, it.overlay)),
  ];
  return svgDocument(600, 800, parts.join(''));
}

/** The tiles drawn with a composition of their own; any other name gets the generic one. */
export const TILE_NAMES = Object.keys(TILES);
