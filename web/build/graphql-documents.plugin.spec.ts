import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentNamesOf, inlineGraphqlDocuments } from './graphql-documents.plugin';

const generatedGql = readFileSync(join(__dirname, '..', 'src', 'graphql', 'generated', 'gql.ts'), 'utf8');
const blockingQueries = readFileSync(join(__dirname, '..', 'src', 'features', 'blocking', 'blocking.query.ts'), 'utf8');

describe('inlining graphql() documents at build time', () => {
  const names = documentNamesOf(generatedGql);

  it('reads each committed document and the name of its own export', () => {
    expect([...names.values()]).toEqual(expect.arrayContaining(['MyBlockedMembersDocument', 'CurrentUserFragmentDoc']));
  });

  it("imports the query's own document instead of calling graphql(), keeping every line where it was", () => {
    const inlined = inlineGraphqlDocuments(blockingQueries, names, '../../graphql/generated/graphql');

    expect(inlined).toContain('MyBlockedMembersDocument');
    expect(inlined).toContain('export const MY_BLOCKED_MEMBERS_QUERY = MyBlockedMembersDocument');
    expect(inlined).not.toContain('graphql(');
    expect(inlined?.split('\n')).toHaveLength(blockingQueries.split('\n').length);
  });

  it('leaves a module without graphql() documents alone', () => {
    expect(inlineGraphqlDocuments('export const answer = 42;\n', names, './graphql')).toBeNull();
  });

  it('stops the build when a document was changed without running codegen', () => {
    const edited = blockingQueries.replace('fullName', 'fullName\n      blockedAt');

    expect(() => inlineGraphqlDocuments(edited, names, './graphql')).toThrow(
      'A graphql() document is not in the generated code: run `npm run codegen -w @village/web`.',
    );
  });
});
