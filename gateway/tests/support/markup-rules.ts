import { JSDOM } from 'jsdom';

// The HTML errors the Nu Html Checker found on the shop's pages, checked on the server's HTML
// without Java: each rule is one of the W3C content models or ARIA's naming rules.

/** Elements whose implicit role (generic, paragraph, …) may not be given a name. */
const UNNAMEABLE = new Set(['p', 'span', 'div', 'b', 'i', 'em', 'strong', 'small', 's', 'del', 'ins', 'code', 'pre']);

/** Phrasing content: what a button, a paragraph or a label may hold. */
const PHRASING = new Set(
  (
    'a abbr audio b bdi bdo br button canvas cite code data datalist del dfn em embed i iframe img input ins kbd ' +
    'label map mark math meter noscript object output picture progress q ruby s samp script select slot small ' +
    'span strong sub sup svg template textarea time u var video wbr path g circle rect line polyline polygon ' +
    'ellipse defs use title desc symbol clippath lineargradient radialgradient stop mask pattern text tspan'
  ).split(' '),
);
const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea', 'details', 'label', 'iframe']);

const where = (el: Element) => {
  const id = el.id ? `#${el.id}` : '';
  const cls =
    typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).slice(0, 2).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${id}${cls}>`;
};

/** The markup errors of one page's HTML, as sentences; empty when it is valid on these counts. */
export function markupErrors(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const errors: string[] = [];
  const ids = new Map<string, number>();
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (el.id) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    if (el.hasAttribute('for') && tag !== 'label' && tag !== 'output') errors.push(`"for" on ${where(el)}`);
    if ((el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')) && UNNAMEABLE.has(tag)) {
      const role = el.getAttribute('role');
      if (!role || role === 'generic' || role === 'paragraph' || role === 'presentation' || role === 'none')
        errors.push(`aria-label on ${where(el)}, which cannot be named`);
    }
    if (tag === 'button' || tag === 'p' || (tag === 'label' && !el.closest('svg'))) {
      for (const inner of Array.from(el.querySelectorAll('*'))) {
        const name = inner.tagName.toLowerCase();
        if (!PHRASING.has(name)) errors.push(`${where(inner)} inside ${where(el)}, which holds only phrasing content`);
        else if (tag === 'button' && INTERACTIVE.has(name)) errors.push(`${where(inner)} inside ${where(el)}`);
      }
    }
    if (tag === 'figcaption') {
      const parent = el.parentElement;
      if (parent?.tagName.toLowerCase() !== 'figure')
        errors.push(`${where(el)} inside ${where(parent!)}, not a figure`);
      else if (parent.firstElementChild !== el && parent.lastElementChild !== el)
        errors.push(`${where(el)} neither first nor last in its figure`);
    }
  }
  for (const [id, n] of ids) if (n > 1) errors.push(`id "${id}" used ${n} times`);
  return errors;
}
