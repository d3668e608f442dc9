import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql', // printed from the Pothos builder by server/print-schema.ts
  documents: ['src/**/*.gql.ts', '!src/graphql/__generated__/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as plain strings: no graphql-js in the browser bundle.
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
