import { readFileSync } from 'node:fs';

/** One service of services/roster.json: the one list every runner, deployment file and lint rule follows. */
export interface RosterEntry {
  name: string;
  port: number;
  schema: string;
}

const NAME = /^[a-z][a-z0-9-]*$/;
const SCHEMA = /^[a-z_][a-z0-9_]*$/;

/** Checks the roster's shape: names and schemas that are safe identifiers, ports that are ports, nothing twice. */
export function parseRoster(json: unknown): RosterEntry[] {
  const services = (json as { services?: unknown } | null)?.services;
  if (!Array.isArray(services) || services.length === 0) throw new Error('roster: "services" must be a non-empty list');
  const problems: string[] = [];
  const entries = services.map((raw: unknown, index): RosterEntry => {
    const { name, port, schema } = (raw ?? {}) as Partial<Record<keyof RosterEntry, unknown>>;
    if (typeof name !== 'string' || !NAME.test(name)) problems.push(`services[${index}].name must be kebab-case`);
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535)
      problems.push(`services[${index}].port must be an integer from 1024 to 65535`);
    if (typeof schema !== 'string' || !SCHEMA.test(schema))
      problems.push(`services[${index}].schema must be a lower-case SQL identifier`);
    return { name: String(name), port: Number(port), schema: String(schema) };
  });
  for (const key of ['name', 'port', 'schema'] as const) {
    const seen = new Set<unknown>();
    for (const entry of entries) {
      if (seen.has(entry[key])) problems.push(`${key} ${String(entry[key])} appears twice`);
      seen.add(entry[key]);
    }
  }
  if (problems.length > 0) throw new Error(`roster: ${problems.join('; ')}`);
  return entries;
}

export function readRoster(path: string): RosterEntry[] {
  return parseRoster(JSON.parse(readFileSync(path, 'utf8')));
}
