import { describe, expect, it } from 'vitest';
import { hoistStyles } from './pages.js';

// React writes style resources (<style data-precedence data-href>) at the start of the app's HTML;
// HTML allows <style> only in the head, so the renderer moves them there.
describe('hoistStyles', () => {
  it('takes the style resources out of the app’s HTML, in order, and leaves the rest as it was', () => {
    const body =
      '<link rel="preload" as="image" href="/a.webp"/>' +
      '<style data-precedence="mantine" data-href="mantine-vars-1">:root:root{--x:1}</style>' +
      '<style data-precedence="mantine" data-href="mantine-2 mantine-3">.a.a{color:red}\n@media (min-width:1px){.b.b{top:0}}</style>' +
      '<main id="main"><p>Hello</p></main>';
    const { styles, html } = hoistStyles(body);
    expect(styles).toBe(
      '<style data-precedence="mantine" data-href="mantine-vars-1">:root:root{--x:1}</style>' +
        '<style data-precedence="mantine" data-href="mantine-2 mantine-3">.a.a{color:red}\n@media (min-width:1px){.b.b{top:0}}</style>',
    );
    expect(html).toBe('<link rel="preload" as="image" href="/a.webp"/><main id="main"><p>Hello</p></main>');
  });

  it('leaves a page without them alone', () => {
    expect(hoistStyles('<main>x</main>')).toEqual({ styles: '', html: '<main>x</main>' });
  });
});
