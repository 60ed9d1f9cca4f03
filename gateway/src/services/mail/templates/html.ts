/**
 * A small, safe way to write mail HTML: `html` is a tagged template that escapes every value put
 * into it, except the results of `html` itself (so parts compose) and `raw` (markup the
 * templates wrote themselves). A customer's name or an address can never become markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, i) => (out += render(part) + strings[i + 1]!));
  return new Html(out);
}

/** Markup written by the templates themselves (never data). */
export const raw = (markup: string) => new Html(markup);

/** Inline style attribute text from a small object, so each part keeps its styles beside it. */
export function style(rules: Record<string, string | number>): string {
  return Object.entries(rules)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}
