import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { PageTemplate, type Manifest } from './template.js';

// The storefront's server entry as the gateway sees it (storefront/src/server/entry-server.tsx).
// The gateway never imports the storefront's sources: it loads the built module by its path, so
// this shape is written twice, and the SSR tests hold the two together.

export type ExecuteGraphQL = (request: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

interface RenderRequest {
  url: string;
  origin: string;
  execute: ExecuteGraphQL;
  /** SHOP_TIME_ZONE: the zone the page's dates are written in. */
  timeZone: string;
}

type RenderResult =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      modules: string[];
      readonly cacheable: boolean;
      body(): Promise<Readable>;
      state(): string;
    };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The document frame; in development re-read each time, so index.html edits show at once. */
  template(url: string): Promise<PageTemplate>;
}

/** The production renderer: the server build next to the browser build whose manifest it reads. */
export async function builtRenderer(dist: string, serverEntry: string): Promise<Renderer | null> {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(dist, 'index.html'))) return null;
  const entry = (await import(pathToFileURL(serverEntry).href)) as Pick<Renderer, 'render'>;
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  const template = new PageTemplate(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), manifest);
  return { render: (request) => entry.render(request), template: async () => template };
}
