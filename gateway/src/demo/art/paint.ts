import { mix, type Tone } from './palette.js';

/**
 * What a drawing needs to paint one item: its tones plus the ids of the gradients and filters
 * the scene declared for it. Ids carry a per-image prefix so several items can share one SVG
 * (banners, tiles) without their definitions colliding.
 */
export interface Paint {
  t: Tone;
  id: string;
  /** Cylindrical left-to-right shading for fabric bodies. */
  body: string;
  /** Top-to-bottom shading, for flat things like bags and wallets. */
  fall: string;
  /** Brushed-metal gradient for buckles, cases and caps. */
  metal: string;
}

export function makePaint(t: Tone, id: string): Paint {
  return { t, id, body: `url(#${id}-body)`, fall: `url(#${id}-fall)`, metal: `url(#${id}-metal)` };
}

/** Definitions every drawing may reference; emitted once per item inside <defs>. */
export function paintDefs(p: Paint): string {
  const { t, id } = p;
  return [
    `<linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${t.shade}"/><stop offset=".3" stop-color="${t.base}"/>`,
    `<stop offset=".5" stop-color="${mix(t.base, t.light, 0.55)}"/><stop offset=".72" stop-color="${t.base}"/>`,
    `<stop offset="1" stop-color="${t.shade}"/></linearGradient>`,
    `<linearGradient id="${id}-fall" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${t.light}"/><stop offset=".35" stop-color="${t.base}"/>`,
    `<stop offset="1" stop-color="${t.shade}"/></linearGradient>`,
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="#f3e3a8"/><stop offset=".45" stop-color="#c9a24a"/>`,
    `<stop offset=".7" stop-color="#f0dc9c"/><stop offset="1" stop-color="#8e6b27"/></linearGradient>`,
    // Soft shadows are filled with a fading gradient, not blurred: a blur filter is a pass of its
    // own over every element it is on each time the picture is painted, which on a phone showing
    // a page of products held the main thread for hundreds of milliseconds.
    `<radialGradient id="${id}-shade"><stop offset="0" stop-opacity="1"/><stop offset=".55" stop-opacity=".7"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
  ].join('');
}

export type Pt = readonly [number, number];
export type Seg = readonly ['L', Pt] | readonly ['Q', Pt, Pt] | readonly ['C', Pt, Pt, Pt];

const f = (n: number): string => String(Math.round(n * 10) / 10);
const pt = (p: Pt, cx: number, flip: boolean): string => `${f(flip ? 2 * cx - p[0] : p[0])},${f(p[1])}`;

/**
 * A closed outline from its right half. Garments are symmetric, and drawing one half and
 * mirroring it keeps the two sides identical without a seam down the middle. The half must
 * start and end on the centre line.
 */
export function mirrored(start: Pt, segs: readonly Seg[], cx = 300): string {
  const ends: Pt[] = [start];
  let d = `M${pt(start, cx, false)}`;
  for (const s of segs) {
    if (s[0] === 'L') d += `L${pt(s[1], cx, false)}`;
    else if (s[0] === 'Q') d += `Q${pt(s[1], cx, false)} ${pt(s[2], cx, false)}`;
    else d += `C${pt(s[1], cx, false)} ${pt(s[2], cx, false)} ${pt(s[3], cx, false)}`;
    ends.push(s[s.length - 1] as Pt);
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const back = ends[i]!;
    if (s[0] === 'L') d += `L${pt(back, cx, true)}`;
    else if (s[0] === 'Q') d += `Q${pt(s[1], cx, true)} ${pt(back, cx, true)}`;
    else d += `C${pt(s[2], cx, true)} ${pt(s[1], cx, true)} ${pt(back, cx, true)}`;
  }
  return `${d}Z`;
}

/** The same markup on both sides of the centre line (pockets, cuffs, folds). */
export function both(markup: string, cx = 300): string {
  return `${markup}<g transform="matrix(-1 0 0 1 ${2 * cx} 0)">${markup}</g>`;
}

export function shape(p: Paint, d: string, fill = p.body, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${p.t.line}" stroke-width="2" stroke-linejoin="round"${extra}/>`;
}

/**
 * A soft stroke without a blur filter: a wide faint one under a narrow stronger one, so the edge
 * fades instead of ending in a drawn line.
 */
function softStroke(colour: string, d: string, width: number, opacity: number): string {
  const path = (w: number, o: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(w)}" stroke-linecap="round" stroke-opacity="${f(o)}"/>`;
  return path(width * 1.9, opacity * 0.3) + path(width * 0.9, opacity * 0.55);
}

/** A soft crease: reads as a fold in the cloth instead of a drawn line. */
export function fold(p: Paint, d: string, width = 7, opacity = 0.32): string {
  return softStroke(p.t.deep, d, width, opacity);
}

/** A soft highlight where the cloth catches the light. */
export function glint(p: Paint, d: string, width = 8, opacity = 0.45): string {
  return softStroke(p.t.light, d, width, opacity);
}

// Strokes and dots fade with stroke-opacity and fill-opacity, never opacity: opacity makes a
// renderer paint the element into a layer of its own, and resvg panics (taking the whole process
// with it) on the layer of a zero-height line that lies outside the picture, such as a hem stitch
// scaled off the canvas in a close-up view.
export function stitch(p: Paint, d: string, colour = p.t.stitch, width = 1.5): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="5 4" stroke-linecap="round" stroke-opacity=".85"/>`;
}

export function line(colour: string, d: string, width = 2, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}"/>`;
}

export function dots(points: readonly Pt[], r: number, fill: string, opacity = 1): string {
  return points
    .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`)
    .join('');
}
