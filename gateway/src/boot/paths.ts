import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `vite build` puts the storefront, and where the gateway serves it from. */
export const storefrontDist = fileURLToPath(new URL('../../../storefront/dist/', import.meta.url));

/** The storefront's server build (`vite build --ssr`): the module the gateway renders pages with. */
export const storefrontServerEntry = fileURLToPath(
  new URL('../../../dist/storefront-server/entry-server.js', import.meta.url),
);
