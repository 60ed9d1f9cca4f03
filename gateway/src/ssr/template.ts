import { shopTimeZone } from '../services/shop-time.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT = '<div id="root"><!--page-body--></div>';
/** The built entry's own tags: its script and the preloads of the chunks it imports. */
const ENTRY_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
/** The page loader's entry in Vite's manifest (storefront/src/boot.ts). */
const BOOT = 'src/boot.ts';

/**
 * The document's <html> with the shop's time zone on it (data-time-zone): the storefront's dates
 * read it (storefront/src/lib/shop-time.ts), in pages the server rendered and in the back office's
 * frame alike.
 */
export function withTimeZone(document: string): string {
  const zone = shopTimeZone().replace(/[^A-Za-z0-9/_+-]/g, '');
  return document.replace(/<html(?=[\s>])/, `<html data-time-zone="${zone}"`);
}

/**
 * The built index.html as the frame of every rendered page: the page's head goes where the
 * template's default title stands, its HTML into #root (marked data-ssr, so the browser hydrates
 * instead of rendering afresh) and the Apollo cache after it as a JSON script (a data block, which
 * the Content-Security-Policy's script-src does not govern). The CSS and chunks of the page's own
 * routes come from Vite's manifest, so the HTML paints styled and the page's code starts loading
 * with the entry's.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly loaded: Set<string>;
  /** The document after the page's head for a rendered page: the entry's tags left out when the page loader replaces them. */
  private readonly pageAfter: string;

  constructor(
    private readonly html: string,
    private readonly manifest: Manifest | null,
  ) {
    const [before, after] = html.replace(HEAD, '\0').split('\0');
    if (after === undefined || !html.includes(ROOT)) {
      throw new Error('index.html has no <!--page-head--> or <div id="root"><!--page-body--></div>');
    }
    this.before = before!;
    this.after = after;
    this.loaded = new Set(manifest ? this.closure(['index.html']) : []);
    this.pageAfter = this.bootFile ? after.replace(ENTRY_TAGS, '') : after;
  }

  /** The page loader's file, when the build has one and an entry for it to import. */
  private get bootFile(): string | undefined {
    return this.manifest?.['index.html'] ? this.manifest[BOOT]?.file : undefined;
  }

  /** The document up to the app's HTML: the page's head and the opening of #root. */
  start(head: string, modules: string[]): string {
    return `${this.headStart(head, modules)}${this.bodyStart()}`;
  }

  /**
   * The document up to the end of its head, left open: sent while the app renders, so the browser
   * starts on the stylesheets and code; the style elements React renders (Mantine's theme and
   * responsive styles) are added after it, where HTML allows <style> (bodyStart closes the head).
   */
  headStart(head: string, modules: string[]): string {
    // After the entry's stylesheet, as the browser would add them when loading the page's chunk:
    // the page's CSS modules win over Mantine's rules of the same weight in both cases.
    const extra = this.manifest ? this.assets(modules) : '';
    const rest = this.pageAfter.slice(0, this.pageAfter.indexOf(ROOT));
    return `${withTimeZone(this.before)}${head}${rest.slice(0, rest.indexOf('</head>'))}${extra}`;
  }

  /** The rest of the document up to the app's HTML: the end of the head and the opening of #root. */
  bodyStart(): string {
    const rest = this.pageAfter.slice(0, this.pageAfter.indexOf(ROOT));
    return `${rest.slice(rest.indexOf('</head>'))}<div id="root" data-ssr>`;
  }

  /** The rest after the app's HTML: the cache the browser's client starts from. */
  end(state: string): string {
    const tail = this.after.slice(this.after.indexOf(ROOT) + ROOT.length);
    return `</div><script type="application/json" id="apollo-state">${state}</script>${tail}`;
  }

  /** The page the browser renders by itself (the back office; or when the server could not render). */
  get browserPage(): string {
    return withTimeZone(this.html.replace('<!--page-body-->', ''));
  }

  /**
   * Stylesheets of the given source modules that the entry does not already bring, and how their
   * code loads: the page loader (storefront/src/boot.ts) with the entry and the route's chunks to
   * import once the page is painted, or else module preloads beside the entry's own tags.
   */
  private assets(modules: string[]): string {
    const manifest = this.manifest!;
    const chunks = this.closure(modules.filter((m) => manifest[m])).filter((key) => !this.loaded.has(key));
    const tags: string[] = [];
    for (const key of chunks) {
      for (const css of manifest[key]!.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    const boot = this.bootFile;
    if (boot) {
      // The route's own chunks: the browser finds what they and the entry import by itself.
      const routes = modules.filter((m) => manifest[m]).map((m) => `/${manifest[m]!.file}`);
      tags.push(
        `<script type="module" fetchpriority="low" crossorigin src="/${boot}" data-app="/${manifest['index.html']!.file}" data-chunks="${routes.join(' ')}"></script>`,
      );
    } else {
      for (const key of chunks) tags.push(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    }
    return [...new Set(tags)].map((tag) => `  ${tag}\n`).join('');
  }

  /** The given manifest keys and every chunk they import, statically, transitively. */
  private closure(keys: string[]): string[] {
    const seen = new Set(keys);
    for (const key of seen) for (const imported of this.manifest?.[key]?.imports ?? []) seen.add(imported);
    return [...seen];
  }
}
