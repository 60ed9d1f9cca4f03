// What counts as readable text at the edge. PostgreSQL stores no NUL character and no invalid
// UTF-8, so a string carrying one would only fail later, inside a query, as a 500; lone UTF-16
// surrogates (legal in JSON's \u escapes) become invalid UTF-8 on the way to the database.

const decoder = new TextDecoder('utf-8', { fatal: true });
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (loneSurrogate.test(value)) return 'contains an unpaired surrogate (not valid Unicode)';
  return null;
}

/** How deep a request's JSON may nest: the shop's own inputs nest a few levels. */
const MAX_NESTING = 64;

/**
 * The first unreadable string anywhere in a parsed JSON value (object keys too), with a
 * path naming where it sits (`variables.filter.category`), or null when every string reads.
 * A value nested deeper than MAX_NESTING is a problem too: code further on (caches keyed by the
 * JSON text, the GraphQL executor) walks values recursively and would run out of stack on one
 * 40,000 arrays deep, which a body of 80 KB can carry.
 */
export function findBadText(value: unknown, where: string, depth = 0): { where: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { where, problem } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_NESTING) return { where, problem: `is nested more than ${MAX_NESTING} levels deep` };
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { where, problem: `has a field name that ${keyProblem}` };
    const found = findBadText(item, Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Checks the raw request target (path and query) byte by byte: percent-escapes must decode to
 * valid UTF-8 without NUL. Express would otherwise throw while decoding a route parameter
 * (`/%ff`), or the query parser would hand a NUL on to the database.
 */
export function urlProblem(rawUrl: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < rawUrl.length; i++) {
    const ch = rawUrl.charCodeAt(i);
    if (ch === 0x25 && /^[0-9a-fA-F]{2}$/.test(rawUrl.slice(i + 1, i + 3))) {
      bytes.push(parseInt(rawUrl.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch < 0x80) {
      bytes.push(ch);
    } else {
      // Node hands over raw non-ASCII bytes as latin1 characters; keep them as the bytes they were.
      bytes.push(ch & 0xff);
    }
  }
  if (bytes.includes(0)) return 'The address contains a NUL character';
  try {
    decoder.decode(Uint8Array.from(bytes));
  } catch {
    return 'The address is not valid UTF-8 text';
  }
  return null;
}
