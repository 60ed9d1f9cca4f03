import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';

/**
 * The repo's boundaries, checked on every `npm run lint` (and in .ci/run) so they hold without
 * anyone remembering them. The storefront's feature zones are made from the folders present, so a
 * new feature is covered the day it is created: features/X may import only features/X.
 */
const features = fs
  .readdirSync(new URL('./storefront/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./storefront/src/features/${feature}`,
  from: './storefront/src/features',
  except: [`./${feature}`],
  message: `features never import each other: share through src/lib/ or src/components/, compose in src/app/.`,
}));

const zones = [
  ...featureZones,
  {
    target: ['./storefront/src/lib', './storefront/src/components', './storefront/src/test'],
    from: './storefront/src/features',
    message: 'src/lib, src/components and src/test serve every feature, so they know none of them.',
  },
  {
    target: ['./storefront/src/lib', './storefront/src/components'],
    from: './storefront/src/app',
    message: 'src/lib and src/components are building blocks; app/ composes them, not the other way.',
  },
  {
    target: './storefront/src/features',
    from: './storefront/src/app',
    message: 'app/ composes the features; features do not reach back into it.',
  },
  {
    // The browser journeys (storefront/e2e) start a real gateway, so they may import its test harness.
    target: './storefront/src',
    from: ['./gateway', './schema'],
    message: 'The storefront knows the API only through schema.graphql and the generated types.',
  },
  {
    target: './gateway/src/services',
    from: [
      './gateway/src/rest',
      './gateway/src/edge',
      './gateway/src/server.ts',
      './gateway/src/context.ts',
      './gateway/src/graphql-errors.ts',
      './gateway/src/main.ts',
      './schema',
    ],
    message: 'Services hold the rules and know neither HTTP nor GraphQL: the edges call them, not the other way.',
  },
  {
    target: './schema',
    from: './gateway/src',
    except: ['./services/index.ts', './db/generated'],
    message: 'schema/ sees the gateway only through services/index.ts and the generated Prisma types (decision 013).',
  },
  {
    target: ['./gateway', './schema'],
    from: './storefront',
    message: 'The gateway serves the built storefront; it does not import its code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'storefront/dist/',
      'dist/',
      'examples/*/src/graphql/',
      'storefront/src/graphql/',
      'gateway/src/db/generated/',
      'coverage/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { boundaries },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'boundaries/no-restricted-paths': ['error', { zones }],
      // A variable assigned once but read earlier by a closure (main.ts's shutdown) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests and scripts read JSON answers loosely; the shapes are checked by their assertions.
    files: ['**/*.test.{ts,tsx}', 'gateway/tests/**', 'storefront/e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['gateway/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'express', message: 'Services do not know HTTP.' },
            { name: 'graphql', message: 'Services do not know GraphQL.' },
          ],
        },
      ],
    },
  },
);
