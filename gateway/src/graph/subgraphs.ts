import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { overriddenSubgraphs, subgraphUrlOverride, type GatewayEnv } from '../env';

export const DEFAULT_SUPERGRAPH_PATH = join(__dirname, '..', '..', '..', 'supergraph.graphql');

export interface Subgraph {
  /** As the supergraph's `@join__graph(name:)` spells it, e.g. `identity`. */
  name: string;
  /** Where the gateway sends its operations: the `SUBGRAPH_<NAME>_URL` override, else the supergraph's URL. */
  url: string;
  /** The subgraph's readiness probe, next to its /graphql endpoint. */
  healthUrl: string;
}

export function readSupergraph(env: GatewayEnv): string {
  return readFileSync(env.SUPERGRAPH_PATH ?? DEFAULT_SUPERGRAPH_PATH, 'utf8');
}

/**
 * The subgraphs the supergraph joins, read from its `join__graph` entries: the one list the gateway routes to,
 * reports on and accepts URL overrides for. An override naming no subgraph is a configuration mistake.
 */
export function subgraphsOf(supergraphSdl: string, env: GatewayEnv): Subgraph[] {
  const subgraphs: Subgraph[] = [];
  for (const match of supergraphSdl.matchAll(/@join__graph\(name: "([^"]+)", url: "([^"]+)"\)/g)) {
    const url = subgraphUrlOverride(env, match[1]) ?? match[2];
    subgraphs.push({ name: match[1], url, healthUrl: url.replace(/\/graphql$/, '/health/ready') });
  }
  if (subgraphs.length === 0) throw new Error('The supergraph names no subgraph (no @join__graph entries).');
  const names = new Set(subgraphs.map((subgraph) => subgraph.name));
  const unknown = overriddenSubgraphs(env).filter((name) => !names.has(name));
  if (unknown.length > 0) {
    const variables = unknown.map((name) => `SUBGRAPH_${name.toUpperCase()}_URL`).join(', ');
    throw new Error(`${variables} names no subgraph of the supergraph (${[...names].join(', ')}).`);
  }
  return subgraphs;
}
