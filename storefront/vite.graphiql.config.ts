import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

// The GraphiQL explorer the gateway serves at /graphql, built after the shop into the same
// dist/ (its own chunks, nothing shared with the shop's).
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // It bundles the Monaco editor.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { graphiql: `${root}graphiql.html` },
      // No report of slow plugins (it printed on a busy machine's first `npm start`).
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        // GraphiQL's React-compiler directives; harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
