// The last step of `npm install` (scripts/postinstall.mjs): what the first `npm start` would
// otherwise do in the same process as migrations and the seed, done once ahead of it. It builds
// the storefront (Vite) and keeps an empty PGlite cluster (initdb), so a first start only migrates
// and seeds: about a third of the time, and well under 600 MiB (docs/decisions/066). Either part
// failing leaves `npm start` to do it as before, so a failure here never fails the install.
import fs from 'node:fs';
import { emptyClusterFile, writeEmptyCluster } from '../db/pglite.js';
import { buildStorefrontIfNeeded } from './build-storefront.js';

const log = (line: string) => console.log(line);

async function step(name: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  try {
    await work();
    log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    log(`${name}: skipped (${error instanceof Error ? error.message : String(error)}); npm start will do it`);
  }
}

await step('Empty database cluster for the first start', async () => {
  if (!fs.existsSync(emptyClusterFile)) await writeEmptyCluster();
});
await step('Storefront build', () => buildStorefrontIfNeeded(log));
