import type { CodegenConfig } from '@graphql-codegen/cli';

// The storefront knows the API only through schema/schema.graphql: its documents are typed
// from the committed SDL (npm run codegen), never from a running server.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['storefront/src/**/*.{ts,tsx}', '!storefront/src/graphql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'storefront/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'number' },
      },
    },
  },
};

export default config;
