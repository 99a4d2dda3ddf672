import { gatewayEnvSchema, loadGatewayEnv } from '../env';
import { subgraphsOf } from './subgraphs';

const supergraph = /* GraphQL */ `
  enum join__Graph {
    IDENTITY @join__graph(name: "identity", url: "http://identity:4000/graphql")
    MEDIA @join__graph(name: "media", url: "http://media:4000/graphql")
  }
`;

const env = (extra: Record<string, string> = {}) =>
  gatewayEnvSchema.parse({ IDENTITY_URL: 'http://127.0.0.1:4101', MEDIA_URL: 'http://127.0.0.1:4106', ...extra });

describe('subgraphsOf', () => {
  it("lists the supergraph's subgraphs with their URLs and readiness probes", () => {
    expect(subgraphsOf(supergraph, env())).toEqual([
      {
        name: 'identity',
        url: 'http://identity:4000/graphql',
        healthUrl: 'http://identity:4000/health/ready',
      },
      { name: 'media', url: 'http://media:4000/graphql', healthUrl: 'http://media:4000/health/ready' },
    ]);
  });

  it('takes SUBGRAPH_<NAME>_URL over the supergraph URL', () => {
    const [identity] = subgraphsOf(supergraph, env({ SUBGRAPH_IDENTITY_URL: 'http://127.0.0.1:4101/graphql' }));
    expect(identity).toEqual({
      name: 'identity',
      url: 'http://127.0.0.1:4101/graphql',
      healthUrl: 'http://127.0.0.1:4101/health/ready',
    });
  });

  it('refuses an override that names no subgraph of the supergraph', () => {
    expect(() => subgraphsOf(supergraph, env({ SUBGRAPH_LISTINGS_URL: 'http://127.0.0.1:4102/graphql' }))).toThrow(
      'SUBGRAPH_LISTINGS_URL names no subgraph of the supergraph (identity, media).',
    );
  });

  it('refuses a supergraph without subgraphs', () => {
    expect(() => subgraphsOf('type Query { a: Int }', env())).toThrow('The supergraph names no subgraph');
  });
});

describe('the gateway environment', () => {
  it('refuses an override that is not a URL, naming it', () => {
    expect(() =>
      loadGatewayEnv({ IDENTITY_URL: 'http://127.0.0.1:4101', MEDIA_URL: 'http://x', SUBGRAPH_MEDIA_URL: 'nope' }),
    ).toThrow('SUBGRAPH_MEDIA_URL: Invalid URL');
  });
});
