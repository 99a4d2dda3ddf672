import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([^`]*)`\s*\)/g;
const DOCUMENT_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** Source text of each document → the name of its precompiled export in the generated `graphql.ts`. */
export function documentNamesOf(generatedGql: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, source, name] of generatedGql.matchAll(DOCUMENT_ENTRY)) names.set(JSON.parse(source) as string, name);
  return names;
}

/**
 * Replaces every `graphql(`…`)` call with an import of that document's own export, so a chunk carries only the
 * documents it uses instead of the generated map of all of them. Lines keep their numbers.
 * Returns null when the module has no call.
 */
export function inlineGraphqlDocuments(
  code: string,
  documentNames: Map<string, string>,
  generatedModule: string,
): string | null {
  const used = new Set<string>();
  const replaced = code.replace(GRAPHQL_CALL, (call: string, source: string) => {
    const name = documentNames.get(source);
    if (!name) {
      throw new Error(
        `A graphql() document is not in the generated code: run \`npm run codegen -w @village/web\`.\n${source.trim()}`,
      );
    }
    used.add(name);
    return name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (used.size === 0) return null;
  return `import { ${[...used].join(', ')} } from ${JSON.stringify(generatedModule)};${replaced}`;
}

/** Vite plugin: the build-time half of the codegen client preset, without Babel. */
export function graphqlDocuments(generatedDir: string): Plugin {
  const gqlFile = `${generatedDir}/gql.ts`;
  return {
    name: 'village-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const [file] = id.split('?');
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || file.startsWith(generatedDir)) return null;
      if (!code.includes('graphql(')) return null;
      this.addWatchFile(gqlFile);
      const fromImporter = relative(dirname(file), `${generatedDir}/graphql`).split(sep).join('/');
      const generatedModule = fromImporter.startsWith('.') ? fromImporter : `./${fromImporter}`;
      const inlined = inlineGraphqlDocuments(code, documentNamesOf(readFileSync(gqlFile, 'utf8')), generatedModule);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
