import { parseCsv } from '../csv.js';
import { invalidInput } from '../errors.js';

/** One row of the owner's list: a PIN code (six digits) or a prefix (one to five), COD, days. */
export interface PinRow {
  code: string;
  codAllowed: boolean;
  days: number;
}

/** At most this many rows in one upload (India has about 19,000 PIN codes). */
export const MAX_PIN_ROWS = 30_000;

const YES = new Set(['y', 'yes', 'true', '1', 'cod', 'allowed']);
const NO = new Set(['n', 'no', 'false', '0', 'prepaid', '']);

/**
 * A code of the list: six digits, or a prefix written as its digits, with a trailing `*` or with
 * `x`s standing for the rest ("11", "110*", "1100xx"). Null when it is neither.
 */
export function listCode(text: string): string | null {
  const t = text.trim().replace(/^"|"$/g, '').trim();
  const m = /^([1-9]\d{0,5})(\*|[xX]*)$/.exec(t);
  if (!m) return null;
  const digits = m[1]!;
  if (m[2] && m[2] !== '*' && digits.length + m[2].length !== 6) return null;
  return digits;
}

/**
 * Reads a courier's CSV: `PIN, COD, days` per line (COD yes/no, Y/N, true/false, 1/0), a header
 * line allowed, commas or semicolons or tabs, fields quoted or not ("560001","yes","2"; a quoted
 * field may hold a comma). Lines starting with `#` are notes. Every wrong line is named (the first
 * 10 of them), and nothing is read when one is wrong. The same code twice: the later line wins.
 */
export function parsePinCsv(csv: unknown): PinRow[] {
  if (typeof csv !== 'string' || !csv.trim())
    throw invalidInput('The CSV is empty: one line per PIN code, "PIN,COD,days"', 'csv');
  const rows = new Map<string, PinRow>();
  const wrong: string[] = [];
  const records = parseCsv(csv, { delimiters: [',', ';', '\t'], trim: true });
  let first = true;
  for (const { cells, line } of records) {
    if ((cells[0] ?? '').startsWith('#')) continue;
    const header = first && !/\d/.test(cells[0] ?? ''); // the first line, when it has no PIN code
    first = false;
    if (header) continue;
    const [pin = '', cod = '', days = ''] = cells.map((c) => c.trim());
    const code = listCode(pin);
    const codText = cod.toLowerCase();
    const dayCount = Number(days);
    if (!code) wrong.push(`line ${line}: "${pin}" is not a PIN code (6 digits) or a prefix of one`);
    else if (!YES.has(codText) && !NO.has(codText)) wrong.push(`line ${line}: COD "${cod}" is not yes or no`);
    else if (!/^\d+$/.test(days) || dayCount < 1 || dayCount > 60)
      wrong.push(`line ${line}: days "${days}" is not a whole number from 1 to 60`);
    else rows.set(code, { code, codAllowed: YES.has(codText), days: dayCount });
  }
  if (wrong.length) {
    const more = wrong.length > 10 ? ` (and ${wrong.length - 10} more)` : '';
    throw invalidInput(`The CSV was not loaded: ${wrong.slice(0, 10).join('; ')}${more}`, 'csv');
  }
  if (!rows.size) throw invalidInput('The CSV has no PIN codes: one line per PIN code, "PIN,COD,days"', 'csv');
  if (rows.size > MAX_PIN_ROWS)
    throw invalidInput(`The CSV has ${rows.size} PIN codes; at most ${MAX_PIN_ROWS}`, 'csv');
  return [...rows.values()];
}
