import { Router, type Request } from 'express';
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
 * changed), and the policy pages. The sitemap is kept like a rendered page: until the catalog version moves.
 */
export function seoFiles(options: {
  prisma: PrismaClient;
  services: Services;
  originFor: (req: Request) => string;
  caches: ShopCaches | null;
}): Router {
  const router = Router();
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

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const origin = options.originFor(req);
      const key = `${origin}/sitemap.xml`;
      const version = options.caches ? await options.caches.version.current() : '';
      let xml = options.caches?.pages.get(key, version)?.html;
      if (!xml) {
        xml = await sitemap(options.prisma, options.services, origin);
        options.caches?.pages.set(key, version, { status: 200, html: xml });
      }
      res.type('application/xml').set('Cache-Control', 'no-cache').send(xml);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

async function sitemap(prisma: PrismaClient, services: Services, origin: string): Promise<string> {
  const [navigation, products, changed] = await Promise.all([
    services.navigation.navigation({ viewer: null }),
    prisma.product.findMany({
      where: { deletedAt: null },
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: 'desc' },
    }),
    prisma.product.groupBy({ by: ['categoryId'], where: { deletedAt: null }, _max: { updatedAt: true } }),
  ]);
  const lastChange = new Map(changed.map((c) => [c.categoryId, c._max.updatedAt]));
  const urls: { loc: string; lastmod?: Date | null }[] = [
    { loc: '/', lastmod: newest(changed.map((c) => c._max.updatedAt)) },
  ];
  for (const category of navigation.categories) {
    for (const section of category.sections) {
      for (const item of section.items) {
        // Brand entries and "Browse All" have no page of their own.
        if (!item.href || item.href.startsWith('#')) continue;
        const path = `${category.slug}/${section.slug}/${item.href}`;
        urls.push({ loc: `/${path}`, lastmod: lastChange.get(path) });
      }
    }
  }
  for (const path of POLICY_PATHS) urls.push({ loc: path });
  for (const product of products) {
    urls.push({ loc: `/product/id/${encodeURIComponent(product.id)}`, lastmod: product.updatedAt });
  }
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${xmlEscape(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function newest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}
