import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the GraphQL contract, the gateway through real HTTP on a real database,
// and the storefront's components in jsdom with msw answering the network.
// Resolve packages as Node does (graphql's "main", not its "module"), so test files and the
// dependencies Node loads share one copy of graphql.
const graphqlDir = fileURLToPath(new URL('./node_modules/graphql/', import.meta.url));
const nodeResolve = {
  alias: [
    { find: /^graphql$/, replacement: `${graphqlDir}index.js` },
    { find: /^graphql\/(.+?)(\.js)?$/, replacement: `${graphqlDir}$1.js` },
  ],
};

export default defineConfig({
  test: {
    reporters: ['default'],
    // Each gateway test file starts its own gateway and database; two cores, so two at a time.
    maxWorkers: 2,
    projects: [
      {
        resolve: nodeResolve,
        test: {
          name: 'schema',
          environment: 'node',
          include: ['schema/**/*.test.ts'],
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
          // One seeded database for the run, cloned by every test shop (the e2e project's too: the
          // setup builds it once per run however many projects name it).
          globalSetup: ['gateway/tests/support/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['storefront/e2e/**/*.e2e.test.ts'],
          globalSetup: ['gateway/tests/support/global-setup.ts'],
          // Files share their worker's modules and its one Chromium (storefront/e2e/shop.ts): isolating
          // them loaded the gateway's graph and started a browser again for every file.
          isolate: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'storefront',
          environment: 'jsdom',
          include: ['storefront/src/**/*.test.{ts,tsx}'],
          setupFiles: ['storefront/src/test/setup.ts'],
          // The contract mocked answers are checked against (storefront/src/test/contract-link.ts).
          provide: {
            schemaSdl: readFileSync(fileURLToPath(new URL('./schema/schema.graphql', import.meta.url)), 'utf8'),
          },
          // Files share their worker's modules and jsdom: isolating them imported Mantine, Apollo and the
          // app's graph again for each file, most of the project's time. The setup file and each file's
          // own msw server leave no state behind (vitest restores spies after every file).
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** schema/schema.graphql, for the storefront's contract check of mocked answers. */
    schemaSdl: string;
  }
}
