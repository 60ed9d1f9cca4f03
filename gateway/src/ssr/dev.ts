import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { PageTemplate } from './template.js';
import type { Renderer } from './renderer.js';

/**
 * `npm run dev`: Vite in middleware mode inside the gateway. The storefront's modules are served
 * and hot-reloaded by Vite (its websocket shares the gateway's port), and every page is rendered
 * on the server from the current sources (Vite's ssrLoadModule), so an edit shows on the next
 * request without a build.
 */
export async function devStorefront(
  root: string,
  server: http.Server,
): Promise<{ renderer: Renderer; middlewares: RequestHandler; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
  const entry = '/src/server/entry-server.tsx';
  return {
    renderer: {
      async render(request) {
        const module = (await vite.ssrLoadModule(entry)) as Pick<Renderer, 'render'>;
        return module.render(request);
      },
      async template(url) {
        const html = await vite.transformIndexHtml(url, fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
        return new PageTemplate(html, null);
      },
    },
    middlewares: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}

/**
 * Vite's development page starts React's fast refresh with an inline module script and talks to
 * its websocket; the shop's policy allows neither, so in development only the page gets this one.
 */
export const devPagePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');
