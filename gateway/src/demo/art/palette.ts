/** The shop's colour names and the tones the drawings paint with. */
// The list is the catalog's rule; the drawings only add a tone per name.
import { COLOURS } from '../../services/catalog/filter.js';

export { COLOURS };

export type Colour = (typeof COLOURS)[number];

export function isColour(value: string): value is Colour {
  return (COLOURS as readonly string[]).includes(value);
}

// Muted, fabric-like values rather than pure CSS colours: a "red" kurta photographed in a
// studio reads as brick, not #ff0000. White is an off-white so it stays visible on the backdrop.
const BASE: Record<Colour, string> = {
  white: '#f7f4ee',
  beige: '#dcc6a2',
  blue: '#3f5f93',
  brown: '#7b5337',
  green: '#4e7d5b',
  purple: '#6d4b8d',
  yellow: '#e3b440',
  black: '#2c2c31',
  red: '#b8342f',
  maroon: '#7b2030',
  pink: '#e8a0b4',
  orange: '#dc7638',
  gray: '#8d9096',
};

export const GOLD = '#c9a24a';
export const GOLD_LIGHT = '#ecd48f';
export const GOLD_DEEP = '#94722b';

/** Every shade a drawing needs, derived from one base so the colours stay in harmony. */
export interface Tone {
  base: string;
  light: string;
  shade: string;
  deep: string;
  /** Outline: dark enough to separate off-white from the backdrop. */
  line: string;
  /** Thread colour for stitches: contrasts with the base. */
  stitch: string;
  dark: boolean;
}

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function tone(colour: Colour): Tone {
  const base = BASE[colour];
  const dark = luminance(base) < 0.42;
  if (colour === 'white') {
    return { base, light: '#ffffff', shade: '#ddd6ca', deep: '#b9b0a2', line: '#b3ab9e', stitch: '#c7bfb2', dark };
  }
  return {
    base,
    light: mix(base, '#ffffff', dark ? 0.22 : 0.35),
    shade: mix(base, '#1b1410', 0.22),
    deep: mix(base, '#120c0a', 0.45),
    line: mix(base, '#120c0a', 0.4),
    stitch: dark ? mix(base, '#ffffff', 0.45) : mix(base, '#2a1d14', 0.35),
    dark,
  };
}
