import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const SUBGRAPHS = ['identity', 'listings', 'bookings', 'community', 'matching', 'media', 'social'];

describe('the supergraph', () => {
  const subgraphs = SUBGRAPHS.map((name) => ({
    name,
    url: `http://${name}:4000/graphql`,
    typeDefs: parse(readFileSync(join(root, 'services', name, 'schema.graphql'), 'utf8')),
  }));
  const composition = composeServices(subgraphs);

  it('composes from the committed subgraph schemas without errors', () => {
    expect(composition.errors?.map((error) => error.message) ?? []).toEqual([]);
  });

  it('is committed as composed (run `npm run graph:update` after changing a subgraph)', () => {
    const committed = readFileSync(join(root, 'gateway', 'supergraph.graphql'), 'utf8');
    expect(committed).toBe(composition.supergraphSdl);
  });

  it('joins User across identity, matching and media', () => {
    const sdl = composition.supergraphSdl ?? '';
    const user = sdl.slice(sdl.indexOf('type User'), sdl.indexOf('}', sdl.indexOf('type User')));
    for (const graph of ['IDENTITY', 'MATCHING', 'MEDIA'])
      expect(user).toContain(`@join__type(graph: ${graph}, key: "id")`);
    expect(user).toMatch(/matchingProfile: MatchingProfile @join__field\(graph: MATCHING\)/);
    expect(user).toMatch(/profileImageUrl: String @join__field\(graph: MEDIA\)/);
  });
});
