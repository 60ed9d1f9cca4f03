import { bag, bangle, perfume, sunglass, watch } from './art-accessories.js';
import { dress, gown, kurta, lehenga, saree } from './art-ethnic.js';
import { belt, wallet } from './art-leather.js';
import { jeans, pants, shoes } from './art-lower.js';
import { jacket, shirt, sweater, top, tshirt } from './art-tops.js';
import type { Paint, Pt } from './paint.js';

/**
 * How each silhouette is drawn and staged. `box` is the drawing's extent in its 600x800
 * frame (scenes fit it to their stage), `focus` is where the close-up view zooms in, and
 * `mount` says how view 4 presents it: on a hanger, a clip hanger, standing on the floor, or
 * on a plinth.
 */
export interface KindArt {
  draw: (p: Paint) => string;
  box: readonly [number, number, number, number];
  focus: Pt;
  mount: 'hanger' | 'clip' | 'floor' | 'plinth';
  /** Top of the neckline in drawing units, where a hanger's hook comes out. */
  neckY?: number;
}

export const KINDS = {
  kurta: { draw: kurta, box: [116, 100, 484, 760], focus: [300, 210], mount: 'hanger', neckY: 102 },
  lehenga: { draw: lehenga, box: [76, 120, 548, 768], focus: [330, 690], mount: 'floor' },
  saree: { draw: saree, box: [178, 124, 484, 766], focus: [420, 610], mount: 'floor' },
  gown: { draw: gown, box: [60, 104, 540, 788], focus: [300, 280], mount: 'hanger', neckY: 108 },
  dress: { draw: dress, box: [144, 122, 458, 714], focus: [300, 320], mount: 'hanger', neckY: 124 },
  top: { draw: top, box: [106, 126, 496, 592], focus: [420, 220], mount: 'hanger', neckY: 128 },
  tshirt: { draw: tshirt, box: [82, 126, 520, 636], focus: [300, 200], mount: 'hanger', neckY: 130 },
  shirt: { draw: shirt, box: [96, 98, 504, 706], focus: [330, 210], mount: 'hanger', neckY: 112 },
  jeans: { draw: jeans, box: [178, 142, 422, 754], focus: [360, 220], mount: 'clip' },
  pants: { draw: pants, box: [184, 142, 416, 754], focus: [340, 210], mount: 'clip' },
  jacket: { draw: jacket, box: [94, 104, 508, 640], focus: [330, 190], mount: 'hanger', neckY: 118 },
  sweater: { draw: sweater, box: [100, 122, 500, 640], focus: [300, 230], mount: 'hanger', neckY: 124 },
  watch: { draw: watch, box: [246, 90, 430, 720], focus: [300, 400], mount: 'plinth' },
  bag: { draw: bag, box: [128, 168, 472, 716], focus: [300, 430], mount: 'plinth' },
  bangle: { draw: bangle, box: [110, 262, 490, 592], focus: [400, 440], mount: 'plinth' },
  sunglass: { draw: sunglass, box: [88, 326, 512, 484], focus: [210, 400], mount: 'plinth' },
  perfume: { draw: perfume, box: [194, 170, 406, 702], focus: [300, 500], mount: 'plinth' },
  shoes: { draw: shoes, box: [92, 316, 576, 612], focus: [380, 470], mount: 'plinth' },
  wallet: { draw: wallet, box: [92, 298, 508, 568], focus: [200, 420], mount: 'plinth' },
  belt: { draw: belt, box: [98, 316, 512, 580], focus: [300, 500], mount: 'plinth' },
} as const satisfies Record<string, KindArt>;

export type Kind = keyof typeof KINDS;

export const KIND_NAMES = Object.keys(KINDS) as Kind[];

export function isKind(value: string): value is Kind {
  return Object.hasOwn(KINDS, value);
}
