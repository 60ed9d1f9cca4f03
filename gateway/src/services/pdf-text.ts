// Text a PDF can print: a character the font has no glyph for would print as a box (□, the font's
// .notdef glyph), which a courier cannot read (issue 56: emoji in an address). Every string drawn
// on the shop's PDFs (courier label, packing slip, invoice, credit note) goes through here: what
// the font lacks is dropped (emoji, pictographs, their joiners and variation selectors), a few
// symbols are spelled out, and the spaces left behind are collapsed. The font's own coverage
// decides (Noto Sans has Latin, Devanagari and the rupee sign), so Hindi is kept.
import type { PdfDocument } from './pdf-library.js';

/** Whether the font has a glyph for a code point. */
export type Coverage = (codePoint: number) => boolean;

/**
 * When the font's coverage is not known (a standard PDF font): Latin with its accents, Devanagari,
 * common punctuation and the rupee sign, nothing else.
 */
const safeRule: Coverage = (cp) =>
  (cp >= 0x20 && cp <= 0x7e) ||
  (cp >= 0xa0 && cp <= 0x24f) ||
  (cp >= 0x900 && cp <= 0x97f) ||
  (cp >= 0x2010 && cp <= 0x2027) ||
  cp === 0x20b9;

/** Symbols shoppers type for words, spelled out rather than dropped. */
const SPELLED: Record<string, string> = { '№': 'No.', '＃': '#', '＆': '&', '📞': 'Ph.', '☎': 'Ph.' };

const ZWJ = 0x200d;
const ZWNJ = 0x200c;
const isDevanagari = (cp: number | undefined) => cp !== undefined && cp >= 0x900 && cp <= 0x97f;

/**
 * `text` with only what `covers` can print: spelled-out symbols replaced, the rest the font lacks
 * dropped, a zero-width joiner kept only inside Devanagari (where it shapes half forms), and the
 * spaces the dropped characters leave collapsed (line breaks kept).
 */
export function printableText(text: string, covers: Coverage = safeRule): string {
  const points = [...text].flatMap((ch) => [...(SPELLED[ch] ?? ch)].map((c) => c.codePointAt(0)!));
  let out = '';
  for (const [i, cp] of points.entries()) {
    if (cp === 0x0a || cp === 0x09) {
      out += String.fromCodePoint(cp);
      continue;
    }
    if (cp === ZWJ || cp === ZWNJ) {
      if (isDevanagari(points[i - 1]) && isDevanagari(points[i + 1])) out += String.fromCodePoint(cp);
      continue;
    }
    // Variation selectors and other format characters print nothing but may have no glyph.
    if ((cp >= 0xfe00 && cp <= 0xfe0f) || cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    if (covers(cp)) out += String.fromCodePoint(cp);
  }
  if (out === text) return text;
  return out
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]{2,}/g, ' ')
        .replace(/ +([,.;:!?)])/g, '$1')
        .trim(),
    )
    .join('\n');
}

/** The coverage of the document's current font (pdfkit keeps the fontkit font of an embedded one). */
function coverageOf(doc: PdfDocument): Coverage {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font
    ?.font;
  return font?.hasGlyphForCodePoint ? (cp) => font.hasGlyphForCodePoint!(cp) : safeRule;
}

/**
 * Makes every string the document draws or measures printable in the font current at the time:
 * `text`, `heightOfString` and `widthOfString` clean their string first, so layout and print agree.
 */
export function guardText(doc: PdfDocument): PdfDocument {
  const clean = (value: unknown) => (typeof value === 'string' ? printableText(value, coverageOf(doc)) : value);
  for (const method of ['text', 'heightOfString', 'widthOfString'] as const) {
    const original = doc[method] as (...args: unknown[]) => unknown;
    (doc as unknown as Record<string, unknown>)[method] = (value: unknown, ...rest: unknown[]) =>
      original.call(doc, clean(value), ...rest);
  }
  return doc;
}
