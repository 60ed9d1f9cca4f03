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
      // persisted-documents.json: the storefront's operations, the allow-list of GRAPHQL_ALLOW_LIST=1.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'number' },
      },
    },
  },
};

export default config;
