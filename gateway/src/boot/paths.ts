import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `vite build` puts the storefront, and where the gateway serves it from. */
export const storefrontDist = fileURLToPath(new URL('../../../storefront/dist/', import.meta.url));
