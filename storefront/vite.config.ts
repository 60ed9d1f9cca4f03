import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphiQL explorer bundles the Monaco editor; the shop itself stays far below this.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // The shop, and the GraphQL explorer the gateway serves at /graphql.
      input: { shop: `${root}index.html`, graphiql: `${root}graphiql.html` },
      onwarn(warning, warn) {
        // GraphiQL's React-compiler directives; harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
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
