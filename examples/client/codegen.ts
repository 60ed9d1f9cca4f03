import type { CodegenConfig } from '@graphql-codegen/cli';

// The example client's own codegen: typed documents from the published SDL, nothing else.
// `npm run codegen` runs it after the storefront's (the generated folder is not committed).
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['examples/client/src/operations.ts'],
  generates: {
    'examples/client/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Money: 'number' } },
    },
  },
};

export default config;
