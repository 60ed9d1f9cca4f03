import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { invalidInput } from './errors.js';

/**
 * The shop's one CSV writer and parser (decision 058): every CSV the back office downloads is
 * written by `csvText`, every CSV it uploads is read by `parseCsv`, both over csv-stringify and
 * csv-parse. RFC 4180: fields with a comma, a quote, a carriage return or a line feed are quoted
 * (quotes doubled), lines end with CRLF.
 */

/** A cell as written: text, a number or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

export interface CsvTextOptions {
  /**
   * Columns (by their header) that hold numbers: a cell there that is a plain number, such as
   * -12.50, is left as it is; anything else in them is neutralised like any cell.
   */
  numeric?: readonly string[];
  /** Leave the header line out: for a CSV written a batch of rows at a time, after its first. */
  withoutHeader?: boolean;
}

/** What a spreadsheet starts a formula with (OWASP's list): = + - @, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number: what a numeric column may hold as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as it may reach a spreadsheet: one that would start a formula is prefixed with `'`
 * (OWASP's advice), so `=HYPERLINK(…)` shows as text; a plain number in a numeric column is left.
 */
function neutralised(value: CsvCell, numeric = false): string {
  const text = value == null ? '' : String(value);
  if (numeric && PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The CSV of `rows` under `header` (CRLF line ends, the last line ended too): every cell
 * neutralised against formulas, fields quoted when they need it.
 */
export function csvText(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  options: CsvTextOptions = {},
): string {
  const numeric = header.map((name) => options.numeric?.includes(name) ?? false);
  const records: string[][] = options.withoutHeader ? [] : [header.map((name) => neutralised(name))];
  for (const row of rows) records.push(row.map((cell, i) => neutralised(cell, numeric[i])));
  if (!records.length) return '';
  // csv-stringify quotes a field holding the delimiter or a quote; a lone CR or LF too, here.
  return stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

export interface ParseCsvOptions {
  /** What separates fields; a comma unless given (several: any of them, even mixed in one file). */
  delimiters?: readonly string[];
  /** Spaces around a field (outside its quotes) dropped. */
  trim?: boolean;
}

/** One record of an uploaded CSV: its fields, and the line it ends on (from 1), for messages. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * The records of a CSV: quoted fields (with commas, quotes, line breaks inside), CRLF, LF or CR
 * line ends (mixed too), a byte-order mark, empty lines skipped, records of any length. A CSV that
 * cannot be read (a quote never closed) is BAD_USER_INPUT on the field `csv` (csv-parse's message names
 * the line).
 */
export function parseCsv(text: string, options: ParseCsvOptions = {}): CsvRecord[] {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: options.delimiters ? [...options.delimiters] : ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: options.trim ?? false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]; // info: true gives each record with its place
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    if (error instanceof CsvError) {
      throw invalidInput(`The CSV cannot be read: ${error.message}`, 'csv');
    }
    throw error;
  }
}
