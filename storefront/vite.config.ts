import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { documentImports } from './document-imports';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [documentImports(root), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
    // The gateway reads which chunks the home page needs, to preload them on /.
    manifest: true,
    rollupOptions: {
      // The shop only: the GraphQL explorer is a build of its own (vite.graphiql.config.ts), so the
      // shop's chunks never carry code the explorer shares with it (all of graphql-js, for one).
      input: { shop: `${root}index.html` },
    },
  },
  // The dev server pre-bundles the shop's dependencies only: GraphiQL's Monaco workers cannot be
  // pre-bundled, and in development /graphql is the gateway's (built) explorer anyway.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    // `npm run dev` talks to a gateway started with `npm run dev:gateway`.
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/auth', '/images', '/health', '/sandbox-pay'].map((p) => [p, gateway]),
    ),
  },
});
