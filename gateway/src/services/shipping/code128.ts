/**
 * Code 128, the barcode couriers print AWBs in: each symbol is three bars and three spaces, 11
 * modules wide, widths 1 to 4 (the stop symbol has a seventh bar: 13 modules). PATTERNS[v] is
 * symbol v's widths, bar first.
 */
// prettier-ignore
export const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const STOP = 106;

/**
 * The symbol values for `text`: code set C (two digits a symbol) when it is an even number of
 * digits, else code set B (printable ASCII); the check symbol (the start value plus each value
 * times its position, modulo 103) and the stop symbol end it. Throws for characters Code 128 B
 * cannot carry.
 */
export function code128Values(text: string): number[] {
  if (!text) throw new Error('Code 128 needs at least one character');
  let values: number[];
  if (/^(\d\d)+$/.test(text)) {
    values = [START_C];
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    values = [START_B];
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error(`Code 128 B cannot carry "${ch}"`);
      values.push(code - 32);
    }
  }
  const check = values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
  return [...values, check, STOP];
}

/** The bars of `text` as [start module, width in modules] with the quiet zones (10 modules) included in `total`. */
export function code128Bars(text: string): { bars: [number, number][]; total: number } {
  const bars: [number, number][] = [];
  let x = 10;
  for (const value of code128Values(text)) {
    const widths = PATTERNS[value]!;
    for (let i = 0; i < widths.length; i++) {
      const w = Number(widths[i]);
      if (i % 2 === 0) bars.push([x, w]);
      x += w;
    }
  }
  return { bars, total: x + 10 };
}
