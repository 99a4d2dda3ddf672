// Types the web's GraphQL documents from the composed supergraph: `npm run codegen -w @village/web`.
// tests/contract/web-graphql-codegen.contract.spec.ts regenerates and fails when the committed output has drifted.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform, preset as clientPreset } from '@graphql-codegen/client-preset';
import { join } from 'node:path';

export const GENERATED_DIR = 'src/graphql/generated/';

/** Paths are resolved from `webRoot` so the drift check can generate the same code into a scratch directory. */
export function webCodegenConfig(webRoot: string, outputDir = join(webRoot, GENERATED_DIR)): CodegenConfig {
  return {
    schema: join(webRoot, '..', 'gateway', 'supergraph.graphql'),
    documents: [join(webRoot, 'src/**/*.{ts,tsx}'), `!${join(webRoot, GENERATED_DIR, '**')}`],
    ignoreNoDocuments: false,
    generates: {
      [outputDir.endsWith('/') ? outputDir : `${outputDir}/`]: {
        preset: clientPreset,
        presetConfig: { fragmentMasking: false },
        // Apollo Client asks for `__typename` on every object it caches; the types say it is there.
        documentTransforms: [addTypenameSelectionDocumentTransform],
        config: {
          useTypeImports: true,
          defaultScalarType: 'unknown',
          scalars: { DateTime: 'string' },
        },
      },
    },
  };
}

export default webCodegenConfig(process.cwd());
