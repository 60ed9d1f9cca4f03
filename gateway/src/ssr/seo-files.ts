import { Router, type Request, type RequestHandler } from 'express';
import type { PrismaClient } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import type { ShopCaches } from './caches.js';
import { POLICY_PATHS } from './policy-pages.js';

/** Pages that depend on the shopper's session, or are only a step of a purchase: not for search engines. */
const PRIVATE_PATHS = ['/admin', '/cart', '/checkout', '/account', '/profile', '/payment', '/Login', '/Register'];

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * /robots.txt (keeps crawlers out of the members' pages and the APIs, names the sitemap) and
 * /sitemap.xml (every live product and every category listing of the menu, with the time it last
 * changed, and the policy pages; an index of numbered files once there are more than SITEMAP_URLS). Each file is kept
 * like a rendered page: until the catalog version moves.
 */
export function seoFiles(options: {
  prisma: PrismaClient;
  services: Services;
  originFor: (req: Request) => string;
  caches: ShopCaches | null;
  /** Addresses per sitemap file (SITEMAP_URLS; tests make it small). */
  sitemapUrls?: number;
}): Router {
  const router = Router();
  const perFile = options.sitemapUrls ?? SITEMAP_URLS;
  router.get('/robots.txt', (req, res) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      'Disallow: /api/',
      'Disallow: /graphql',
    ];
    lines.push('Allow: /', '', `Sitemap: ${options.originFor(req)}/sitemap.xml`, '');
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  /**
   * A sitemap file: streamed as it is read (a thousand addresses at a time, so memory stays
   * bounded however large the catalog), kept whole like a rendered page until the catalog
   * version moves. `file` writes it, or answers false for a file that does not exist.
   */
  const sitemapRoute =
    (file: (req: Request, origin: string, write: (text: string) => void) => Promise<boolean>): RequestHandler =>
    async (req, res, next) => {
      try {
        const origin = options.originFor(req);
        const key = `${origin}${req.path}`;
        const version = options.caches ? await options.caches.version.current() : '';
        const kept = options.caches?.pages.get(key, version);
        if (kept) {
          res.type('application/xml').set('Cache-Control', 'no-cache').send(kept.html);
          return;
        }
        const parts: string[] = [];
        const write = (text: string) => {
          if (!res.headersSent) res.status(200).type('application/xml').set('Cache-Control', 'no-cache');
          parts.push(text);
          res.write(text);
        };
        if (!(await file(req, origin, write))) return next();
        res.end();
        options.caches?.pages.set(key, version, { status: 200, html: parts.join('') });
      } catch (error) {
        if (res.headersSent) return void res.destroy();
        next(error);
      }
    };

  // One file while the shop has at most SITEMAP_URLS addresses; past that, /sitemap.xml is an index
  // of /sitemap-1.xml, /sitemap-2.xml, … with at most SITEMAP_URLS each (the protocol allows 50,000).
  router.get(
    '/sitemap.xml',
    sitemapRoute(async (_req, origin, write) => {
      const { leading, files } = await sitemapLayout(options.prisma, options.services, perFile);
      if (files === 1) await writeSitemap(options.prisma, leading, origin, 1, perFile, write);
      else writeSitemapIndex(origin, files, write);
      return true;
    }),
  );
  router.get(
    /^\/sitemap-([1-9]\d{0,3})\.xml$/,
    sitemapRoute(async (req, origin, write) => {
      const n = Number(/^\/sitemap-(\d+)\.xml$/.exec(req.path)![1]);
      const { leading, files } = await sitemapLayout(options.prisma, options.services, perFile);
      if (files === 1 || n > files) return false;
      await writeSitemap(options.prisma, leading, origin, n, perFile, write);
      return true;
    }),
  );
  return router;
}

/** Addresses per sitemap file: the protocol's 50,000 (smaller in tests). */
const SITEMAP_URLS = 50_000;
const BATCH = 1_000;

/** The home page, every category listing of the menu (with when a product in it last changed), the collections and the policy pages. */
async function leadingUrls(
  prisma: PrismaClient,
  services: Services,
): Promise<Array<{ loc: string; lastmod?: Date | null }>> {
  const [navigation, changed, collections] = await Promise.all([
    services.navigation.navigation({ viewer: null }),
    prisma.product.groupBy({ by: ['categoryId'], where: { deletedAt: null }, _max: { updatedAt: true } }),
    services.collections.slugs(),
  ]);
  const lastChange = new Map(changed.map((c) => [c.categoryId, c._max.updatedAt]));
  const urls: Array<{ loc: string; lastmod?: Date | null }> = [
    { loc: '/', lastmod: newest(changed.map((c) => c._max.updatedAt)) },
  ];
  for (const category of navigation.categories) {
    for (const section of category.sections) {
      for (const item of section.items) {
        // An entry without a target (a shop's own placeholder) has no page of its own.
        if (!item.href || item.href.startsWith('#')) continue;
        const path = `${category.slug}/${section.slug}/${item.href}`;
        urls.push({ loc: `/${path}`, lastmod: lastChange.get(path) });
      }
    }
  }
  for (const c of collections) urls.push({ loc: `/collections/${encodeURIComponent(c.slug)}`, lastmod: c.updatedAt });
  for (const path of POLICY_PATHS) urls.push({ loc: path });
  return urls;
}

/** How the shop's addresses fill files of `perFile`: the leading ones first, then the products. */
async function sitemapLayout(prisma: PrismaClient, services: Services, perFile: number) {
  const [leading, products] = await Promise.all([
    leadingUrls(prisma, services),
    prisma.product.count({ where: { deletedAt: null } }),
  ]);
  return { leading, files: Math.max(1, Math.ceil((products + leading.length) / perFile)) };
}

function writeSitemapIndex(origin: string, files: number, write: (text: string) => void): void {
  write('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
  for (let n = 1; n <= files; n++) write(`<sitemap><loc>${xmlEscape(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`);
  write('</sitemapindex>\n');
}

const urlEntry = (origin: string, loc: string, lastmod?: Date | null) =>
  `<url><loc>${xmlEscape(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/**
 * File `n` of the sitemap: the first holds the home page and every category listing of the menu,
 * then products newest first; each file takes the next products, read a thousand at a time by
 * keyset (createdAt, id) after one skip to the file's start.
 */
async function writeSitemap(
  prisma: PrismaClient,
  leading: Array<{ loc: string; lastmod?: Date | null }>,
  origin: string,
  n: number,
  perFile: number,
  write: (text: string) => void,
): Promise<void> {
  write('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
  if (n === 1) for (const url of leading) write(urlEntry(origin, url.loc, url.lastmod));
  const skip = n === 1 ? 0 : perFile - leading.length + (n - 2) * perFile;
  let left = n === 1 ? perFile - leading.length : perFile;
  let after: { createdAt: Date; id: string } | null = null;
  while (left > 0) {
    const take = Math.min(BATCH, left);
    const batch: Array<{ id: string; createdAt: Date; updatedAt: Date }> = await prisma.product.findMany({
      where: after
        ? {
            deletedAt: null,
            OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
          }
        : { deletedAt: null },
      select: { id: true, createdAt: true, updatedAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: after ? 0 : skip,
      take,
    });
    for (const product of batch) {
      write(urlEntry(origin, `/product/id/${encodeURIComponent(product.id)}`, product.updatedAt));
    }
    if (batch.length < take) break;
    left -= batch.length;
    after = batch.at(-1)!;
  }
  write('</urlset>\n');
}

function newest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}
