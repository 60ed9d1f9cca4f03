import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { documentImports } from './document-imports';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The browser's build: the shop's chunks and CSS in storefront/dist, served by the gateway. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  chunkSizeWarningLimit: 500,
  // The gateway reads each page's chunks and CSS from it, to link them in the HTML it renders.
  manifest: true,
  rollupOptions: {
    // The shop only: the GraphQL explorer is a build of its own (vite.graphiql.config.ts), so the
    // shop's chunks never carry code the explorer shares with it (all of graphql-js, for one).
    input: { shop: `${root}index.html` },
  },
};

/**
 * The server's build (`vite build --ssr`): the entry the gateway renders pages with. Outside
 * storefront/dist, so it is never served as a file; packages stay in node_modules.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: '../dist/storefront-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { input: { 'entry-server': `${root}src/server/entry-server.tsx` } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [documentImports(root), react(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild ? serverBuild : browserBuild,
  // The dev server pre-bundles the shop's dependencies only: GraphiQL's Monaco workers cannot be
  // pre-bundled, and in development /graphql is the gateway's (built) explorer anyway.
  optimizeDeps: { entries: ['index.html'] },
}));
