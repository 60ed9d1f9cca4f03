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

/**
 * The gateway's folders, in the order a request meets them (README "Map of the code"). The rules
 * name folders, never files, so a file added to a folder is covered the day it is created; the
 * lower layers say what they MAY import, so a folder added later is out of their reach until
 * someone decides otherwise.
 */
const src = (folder) => `./gateway/src/${folder}`;
const gatewayZones = [
  {
    target: src('services'),
    allow: [src('db'), src('payments'), src('couriers'), src('telemetry')],
    message: 'Services hold the rules and know neither HTTP, GraphQL, REST nor the start-up: the edges call them.',
  },
  {
    target: src('services'),
    targetExcept: src('services/index.ts'),
    from: src('services/index.ts'),
    message: 'services/index.ts composes the services; a service imports the one it needs directly.',
  },
  {
    target: src('payments'),
    allow: [src('db'), src('services/money.ts'), src('telemetry')],
    message: 'Payment providers speak to the provider; the buying services decide what a payment means.',
  },
  {
    target: src('couriers'),
    // The shop's time zone: the courier pages show times in it, and Shiprocket's own zone is read with it.
    allow: [src('db'), src('payments/shop-secret.ts'), src('services/shop-time.ts'), src('telemetry')],
    message: 'Courier providers speak to the courier; the shipping services decide what an event means.',
  },
  {
    // The logger, the request's scope and the shop's counters: every layer may speak through them.
    target: src('telemetry'),
    allow: [],
    message: 'Telemetry is the bottom layer: the logger and the counters know nothing of the shop they observe.',
  },
  {
    target: src('demo'),
    allow: [src('services'), src('http/middleware')],
    message: "The sample shop is content: it uses the shop's vocabulary, not its machinery.",
  },
  {
    target: src('demo/art'),
    from: src('demo/catalog'),
    message: 'The art draws any product; the catalog points at the art, not the other way.',
  },
  {
    target: './gateway',
    targetExcept: src('demo'),
    from: src('demo'),
    except: ['./index.ts'],
    message: 'The sample shop is reached through demo/index.ts only, so it can be replaced whole.',
  },
  {
    target: src('rest'),
    from: src('graphql'),
    message: 'REST and GraphQL are two edges over the same services; neither knows the other.',
  },
  {
    target: src('graphql'),
    from: src('rest'),
    message: 'REST and GraphQL are two edges over the same services; neither knows the other.',
  },
  {
    target: './gateway',
    // The tests' compiled shop process starts it as `npm start` does (gateway/tests/support/shop-process-main.ts).
    targetExcept: [src('main.ts'), './gateway/tests/support/shop-process-main.ts'],
    from: src('main.ts'),
    message: 'main.ts is the one entry point; nothing imports it but the entry of the shop the tests start.',
  },
];

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
  ...gatewayZones,
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
    // One configuration module reads the environment; everything else receives values.
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/boot/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in gateway/src/boot/config.ts and pass them in.',
        },
      ],
    },
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
