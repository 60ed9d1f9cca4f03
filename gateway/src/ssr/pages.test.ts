import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context } from '../../../schema/context.js';
import type { Renderer } from './renderer.js';
import { storefrontPages } from './pages.js';
import { PageTemplate } from './template.js';

// Renders take turns: a render is CPU work on the one event loop, so a burst of them waits in line
// (never more than the limit at once), and one that waited past the bound gets the page the browser
// renders by itself, 503 with Retry-After.

const template = new PageTemplate(
  '<!doctype html><html><head><!--page-head--><!--/page-head--></head><body><div id="root"><!--page-body--></div></body></html>',
  null,
);

/** A renderer whose every render waits until the test lets it finish. */
function heldRenderer() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const renderer: Renderer = {
    async render() {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
      return {
        kind: 'page',
        status: 200,
        head: '<title>Page</title>',
        modules: [],
        cacheable: true,
        body: async () => Readable.from(['<main>rendered</main>']),
        state: () => '{}',
      };
    },
    template: async () => template,
  };
  return {
    renderer,
    /** Lets every render under way finish. */
    finish: () => waiting.splice(0).forEach((go) => go()),
    started: () => waiting.length,
    most: () => most,
  };
}

/** A page server over a held renderer, with its own render limit. */
async function serve(renderLimit: { concurrency: number; maxWaitMs: number }) {
  const held = heldRenderer();
  const app = express();
  app.use(
    storefrontPages({
      renderer: held.renderer,
      execute: () => async () => ({ data: {} }),
      contextFor: () => ({}) as Context,
      originFor: () => 'http://shop.test',
      caches: null,
      renderLimit,
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  /** Resolves once `count` renders are under way. */
  const rendersStarted = async (count: number) => {
    while (held.started() < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const page = (path: string) => fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
  return { held, page, rendersStarted };
}

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

describe('server rendering under a burst', () => {
  it('renders two pages at a time; one that waited past the bound gets the browser’s page with 503', async () => {
    // The test holds both turns past the bound.
    const { held, page, rendersStarted } = await serve({ concurrency: 2, maxWaitMs: 300 });
    const first = page('/a');
    const second = page('/b');
    await rendersStarted(2);
    // Both turns are taken and held: the third is turned away once it has waited 300 ms.
    const third = await page('/c');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.text()).toContain('<div id="root"></div>');
    held.finish();
    for (const reply of await Promise.all([first, second])) {
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('<main>rendered</main>');
    }
    expect(held.most()).toBe(2);
  });

  it('lets the ones in line render as turns come free, never more than two at once', async () => {
    const { held, page, rendersStarted } = await serve({ concurrency: 2, maxWaitMs: 120_000 });
    const replies = Array.from({ length: 5 }, (_, i) => page(`/burst/${i}`));
    for (let done = 0; done < 5;) {
      await rendersStarted(Math.min(2, 5 - done));
      done += held.started();
      held.finish();
    }
    for (const reply of await Promise.all(replies)) expect(reply.status).toBe(200);
    expect(held.most()).toBe(2);
  });
});
