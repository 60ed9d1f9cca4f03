import fs from 'node:fs';
import path from 'node:path';
import { withNodeEnv } from './config.js';
import { repoRoot, storefrontDist, storefrontServerEntry } from './paths.js';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the storefront when it has never been built or its sources are newer than the build. */
export async function buildStorefrontIfNeeded(log: (line: string) => void): Promise<void> {
  const sources = path.join(repoRoot, 'storefront');
  const built = [path.join(storefrontDist, 'index.html'), storefrontServerEntry];
  const newest = newestMtime(sources);
  if (built.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= newest)) return;
  log('Building the storefront (first start or changed sources)…');
  const { build } = await import('vite');
  // Always the production build: Vite follows NODE_ENV, and a start from inside a test run
  // (NODE_ENV=test) would otherwise leave React's development build in dist for every later start.
  await withNodeEnv('production', async () => {
    // The shop, then the GraphQL explorer into the same folder (vite.graphiql.config.ts), then the
    // server's build of the shop, which renders its pages (dist/storefront-server).
    const configFile = path.join(sources, 'vite.config.ts');
    await build({ configFile, logLevel: 'warn', mode: 'production' });
    await build({ configFile: path.join(sources, 'vite.graphiql.config.ts'), logLevel: 'warn', mode: 'production' });
    await build({ configFile, logLevel: 'warn', mode: 'production', build: { ssr: true } });
  });
}
