import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';
import { documentImports } from './document-imports.ts';
import { mantineStylesInHead } from './mantine-styles-in-head.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The browser's build: the shop's chunks and CSS in storefront/dist, served by the gateway. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // The shop's core chunk (React, Apollo, the router, Mantine's parts the frame uses) is ~740 KB.
  chunkSizeWarningLimit: 800,
  // The gateway reads each page's chunks and CSS from it, to link them in the HTML it renders.
  manifest: true,
  rollupOptions: {
    // No report of slow plugins: on a busy or small machine it printed on every first `npm start`.
    checks: { bundlerTimings: false },
    // The shop only: the GraphQL explorer is a build of its own (vite.graphiql.config.ts), so the
    // shop's chunks never carry code the explorer shares with it (all of graphql-js, for one).
    // The page loader (src/boot.ts) is an entry of its own: the gateway puts it in the pages it
    // renders, in place of the shop's entry, which it then imports once the page is painted.
    input: { shop: `${root}index.html`, boot: `${root}src/boot.ts` },
    output: {
      // Everything the entry imports statically goes into one chunk beside it (the page's own route
      // adds a few more): some sixty small files were each a request on a phone's network, six at a
      // time over HTTP/1.1, ahead of the page's largest picture.
      codeSplitting: {
        groups: [
          { name: 'shop-core', test: (id) => !/[\\/](index\.html|main\.tsx|boot\.ts)$/.test(id), tags: ['$initial'] },
        ],
      },
    },
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
  rollupOptions: { input: { 'entry-server': `${root}src/server/entry-server.tsx` }, checks: { bundlerTimings: false } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [mantineStylesInHead(), documentImports(root), react(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild ? serverBuild : browserBuild,
  // The dev server pre-bundles the shop's dependencies only: GraphiQL's Monaco workers cannot be
  // pre-bundled, and in development /graphql is the gateway's (built) explorer anyway.
  // Mantine pre-bundled for the dev server gets the same change as in the builds.
  optimizeDeps: { entries: ['index.html'], rolldownOptions: { plugins: [mantineStylesInHead()] } },
  // Mantine is bundled into the server's build, so mantineStylesInHead applies there too. The icons are
  // bundled too, so the server holds the few dozen the shop draws, not all 5,000 of the package (its
  // index alone kept 3.5 MiB of source text and the icons' node arrays in every process: 237 → 208 MiB at rest).
  ssr: { noExternal: [/^@mantine\//, '@tabler/icons-react'] },
}));
