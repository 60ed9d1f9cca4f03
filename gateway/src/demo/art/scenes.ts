import { KINDS, type Kind, type KindArt } from './kinds.js';
import { mix, tone, type Colour } from './palette.js';
import { makePaint, paintDefs } from './paint.js';

// The four gallery views of a product: studio front, close-up, flat-lay and staged.

export const VIEWS = [1, 2, 3, 4] as const;
export type View = (typeof VIEWS)[number];

type Box = readonly [number, number, number, number];

interface Fit {
  s: number;
  tx: number;
  ty: number;
}

/** Scales a drawing's box into a stage, centred across and either centred or standing on the stage's floor. */
function fit(box: Box, stage: Box, stand: boolean): Fit {
  const [x0, y0, x1, y1] = box;
  const [sx0, sy0, sx1, sy1] = stage;
  const s = Math.min((sx1 - sx0) / (x1 - x0), (sy1 - sy0) / (y1 - y0));
  const tx = (sx0 + sx1) / 2 - (s * (x0 + x1)) / 2;
  const ty = stand ? sy1 - s * y1 : (sy0 + sy1) / 2 - (s * (y0 + y1)) / 2;
  return { s, tx, ty };
}

const r = (n: number): number => Math.round(n * 100) / 100;
const place = (f: Fit, markup: string): string =>
  `<g transform="translate(${r(f.tx)} ${r(f.ty)}) scale(${r(f.s)})">${markup}</g>`;

/** A soft contact shadow under whatever sits at `y`, `w` wide. */
function groundShadow(id: string, y: number, w: number): string {
  return `<ellipse cx="300" cy="${r(y)}" rx="${r(w / 2)}" ry="16" fill="url(#${id}-soft)" opacity=".2"/>`;
}

function defs(id: string, extra: string): string {
  return [
    '<defs>',
    // A contact shadow filled with a fading gradient: cheap to paint, unlike a blur filter.
    `<radialGradient id="${id}-soft"><stop offset="0" stop-color="#3b2f25"/><stop offset=".6" stop-color="#3b2f25" stop-opacity=".6"/><stop offset="1" stop-color="#3b2f25" stop-opacity="0"/></radialGradient>`,
    extra,
    '</defs>',
  ].join('');
}

function sprig(x: number, y: number, deg: number): string {
  const leaves = [0, 1, 2, 3, 4]
    .map((i) => {
      const ly = -i * 34;
      const side = i % 2 ? 1 : -1;
      return `<ellipse cx="${side * 16}" cy="${ly - 8}" rx="18" ry="9" fill="${i % 2 ? '#8fa58a' : '#7d9678'}" transform="rotate(${side * 35} ${side * 16} ${ly - 8})"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${deg})"><path d="M0,30 Q4,-60 -2,-160" stroke="#6b7f63" stroke-width="3" fill="none"/>${leaves}</g>`;
}

function hanger(art: KindArt, f: Fit): string {
  if (art.mount === 'hanger') {
    const y = f.ty + f.s * (art.neckY ?? 120);
    return [
      `<rect x="60" y="${r(y - 58)}" width="480" height="10" rx="5" fill="#b08a5e"/>`,
      `<path d="M300,${r(y + 10)} L300,${r(y - 26)} C300,${r(y - 50)} 326,${r(y - 56)} 328,${r(y - 40)}" fill="none" stroke="#9a9ca1" stroke-width="5" stroke-linecap="round"/>`,
    ].join('');
  }
  const y = f.ty + f.s * 146;
  return [
    `<rect x="60" y="${r(y - 92)}" width="480" height="10" rx="5" fill="#b08a5e"/>`,
    `<path d="M300,${r(y - 30)} L300,${r(y - 60)} C300,${r(y - 84)} 326,${r(y - 90)} 328,${r(y - 74)}" fill="none" stroke="#9a9ca1" stroke-width="5" stroke-linecap="round"/>`,
    `<rect x="170" y="${r(y - 34)}" width="260" height="10" rx="5" fill="#9a9ca1"/>`,
    `<rect x="214" y="${r(y - 28)}" width="18" height="34" rx="3" fill="#b7b9bd"/>`,
    `<rect x="368" y="${r(y - 28)}" width="18" height="34" rx="3" fill="#b7b9bd"/>`,
  ].join('');
}

/** The full SVG document for one product image. */
export function productScene(kind: Kind, colour: Colour, view: View): string {
  const art: KindArt = KINDS[kind];
  const id = `${kind}-${colour}-${view}`;
  const t = tone(colour);
  const p = makePaint(t, `${id}-i`);
  const item = art.draw(p);
  const [bx0, , bx1] = art.box;
  const stands = art.mount !== 'hanger' && art.mount !== 'clip';
  const parts: string[] = [];
  let extra = paintDefs(p);

  if (view === 1) {
    extra += `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f2ec"/><stop offset="1" stop-color="#e5ddd1"/></linearGradient>`;
    const f = fit(art.box, stands ? [80, 90, 520, 700] : [70, 60, 530, 750], false);
    parts.push(`<rect width="600" height="800" fill="url(#${id}-bg)"/>`);
    if (stands) parts.push(groundShadow(id, f.ty + f.s * art.box[3], (bx1 - bx0) * f.s * 0.9));
    parts.push(`${place(f, item)}`);
  } else if (view === 2) {
    // A close-up: the fitted drawing, magnified around the detail worth seeing.
    extra += `<radialGradient id="${id}-bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="#f3ebe0"/><stop offset="1" stop-color="#ddd0bf"/></radialGradient>`;
    const base = fit(art.box, [70, 60, 530, 750], false);
    const s = base.s * 2.2;
    const [fx, fy] = art.focus;
    parts.push(`<rect width="600" height="800" fill="url(#${id}-bg)"/>`);
    parts.push(place({ s, tx: 300 - s * fx, ty: 400 - s * fy }, item));
    extra += `<radialGradient id="${id}-vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></radialGradient>`;
    parts.push(`<rect width="600" height="800" fill="url(#${id}-vig)"/>`);
  } else if (view === 3) {
    // Flat-lay on linen, turned a little as if placed by hand.
    extra += `<pattern id="${id}-linen" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ece7df"/><path d="M0,3 L6,3 M3,0 L3,6" stroke="#d9d1c4" stroke-width=".8" opacity=".7"/></pattern>`;
    const f = fit(art.box, [100, 110, 500, 700], false);
    parts.push(`<rect width="600" height="800" fill="url(#${id}-linen)"/>`);
    parts.push(sprig(530, 190, 24), sprig(80, 720, -150));
    parts.push(`<g transform="rotate(-6 300 400)">${place(f, item)}</g>`);
  } else {
    // Staged: an arch tinted with the product's own colour, the item hung or on a plinth.
    const wall = '#f3eee7';
    const arch = mix(t.base, wall, colour === 'white' ? 0.2 : 0.8);
    parts.push(`<rect width="600" height="800" fill="${wall}"/>`);
    parts.push(`<path d="M110,800 L110,300 A190,190 0 0 1 490,300 L490,800Z" fill="${arch}"/>`);
    if (art.mount === 'plinth') {
      extra += `<linearGradient id="${id}-plinth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9cfc1"/><stop offset=".45" stop-color="#f1ebe2"/><stop offset="1" stop-color="#cfc3b3"/></linearGradient>`;
      parts.push(`<path d="M130,640 L130,800 L470,800 L470,640Z" fill="url(#${id}-plinth)"/>`);
      parts.push(`<ellipse cx="300" cy="640" rx="170" ry="30" fill="#f6f1ea" stroke="#dcd2c4" stroke-width="1.5"/>`);
      const f = fit(art.box, [124, 150, 476, 636], true);
      parts.push(groundShadow(id, 638, (bx1 - bx0) * f.s * 0.9));
      parts.push(place(f, item));
    } else if (art.mount === 'floor') {
      parts.push(`<rect y="740" width="600" height="60" fill="#e6ddd0"/>`);
      const f = fit(art.box, [110, 110, 490, 750], true);
      parts.push(groundShadow(id, 748, (bx1 - bx0) * f.s * 0.8));
      parts.push(place(f, item));
    } else {
      const f = fit(art.box, [120, 150, 480, 760], false);
      parts.push(hanger(art, f));
      parts.push(`${place(f, item)}`);
    }
  }
  return svgDocument(600, 800, defs(id, extra) + parts.join(''));
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/**
 * One product drawing placed inside a larger composition (banner or tile), with its own
 * definitions so several items can share the document.
 */
export function itemAt(kind: Kind, colour: Colour, id: string, stage: Box, overlay = ''): string {
  const art: KindArt = KINDS[kind];
  const p = makePaint(tone(colour), id);
  const stands = art.mount !== 'hanger' && art.mount !== 'clip';
  const f = fit(art.box, stage, stands);
  const shadow = stands
    ? `<ellipse cx="${r(f.tx + (f.s * (art.box[0] + art.box[2])) / 2)}" cy="${r(f.ty + f.s * art.box[3])}" rx="${r((f.s * (art.box[2] - art.box[0])) / 2.2)}" ry="${r(8 + f.s * 6)}" fill="url(#${id}-shade)" opacity=".2"/>`
    : '';
  return `<defs>${paintDefs(p)}</defs>${shadow}${place(f, art.draw(p) + overlay)}`;
}
