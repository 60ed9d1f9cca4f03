import { describe, expect, it } from 'vitest';
import { PageTemplate, type Manifest } from './template.js';

// A rendered page loads the shop's code through the page loader once it is painted: the built
// entry's script and preloads leave the head, the loader names the entry and every chunk the entry
// and the page's route need; the stylesheets stay render-blocking in the head.

const html = [
  '<!doctype html><html><head><!--page-head--><title>Shop</title><!--/page-head-->',
  '<script type="module" crossorigin src="/assets/shop-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/core-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/core-1.css">',
  '</head><body><div id="root"><!--page-body--></div></body></html>',
].join('\n');

const manifest: Manifest = {
  'index.html': { file: 'assets/shop-1.js', imports: ['_core-1.js'], css: ['assets/core-1.css'] },
  '_core-1.js': { file: 'assets/core-1.js', css: ['assets/core-1.css'] },
  'src/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_core-1.js', '_card-1.js'],
    css: ['assets/home-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/boot.ts': { file: 'assets/boot-1.js' },
};

describe('the page template', () => {
  it('puts the page loader in place of the entry’s tags, naming the entry and the route’s chunk', () => {
    const start = new PageTemplate(html, manifest).start('<title>Home</title>', ['src/home-page.tsx']);
    expect(start).not.toContain('src="/assets/shop-1.js"');
    expect(start).not.toContain('rel="modulepreload"');
    for (const css of ['core-1.css', 'home-1.css', 'card-1.css']) {
      expect(start).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}">`);
    }
    const loader =
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/boot-1\.js" data-app="([^"]+)" data-chunks="([^"]+)"><\/script>/.exec(
        start,
      );
    expect(loader?.[1]).toBe('/assets/shop-1.js');
    // The route's own chunk: the browser loads what it and the entry import by itself.
    expect(loader?.[2]).toBe('/assets/home-page-1.js');
    // The page's own stylesheets come after the entry's, as the browser would add them.
    expect(start.indexOf('core-1.css')).toBeLessThan(start.indexOf('home-1.css'));
    expect(start.endsWith('<div id="root" data-ssr>')).toBe(true);
  });

  it('keeps the entry’s own tags for a build without the loader, and for the page the browser renders', () => {
    const { 'src/boot.ts': _, ...withoutLoader } = manifest;
    const start = new PageTemplate(html, withoutLoader).start('', ['src/home-page.tsx']);
    expect(start).toContain('<script type="module" crossorigin src="/assets/shop-1.js"></script>');
    expect(start).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(start).not.toContain('data-app');
    const browserPage = new PageTemplate(html, manifest).browserPage;
    expect(browserPage).toContain('<script type="module" crossorigin src="/assets/shop-1.js"></script>');
    expect(browserPage).not.toContain('boot-1.js');
  });
});
