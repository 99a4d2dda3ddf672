import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One service of Village, as `services/roster.json` lists it. */
export interface RosterEntry {
  name: string;
  port: number;
  schema: string;
}

const ROSTER_FILE = 'roster.json';

/** `services/roster.json`, found from the kit's own folder upwards (the same from `src` and from `dist`). */
function rosterPath(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, ROSTER_FILE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`services/${ROSTER_FILE} not found above ${__dirname}`);
  }
}

let roster: readonly RosterEntry[] | undefined;

/** Every service of Village, in the roster's order. */
export function rosterEntries(): readonly RosterEntry[] {
  roster ??= (JSON.parse(readFileSync(rosterPath(), 'utf8')) as { services: RosterEntry[] }).services;
  return roster;
}

/** The roster's entry of a service; an unknown name is a programming error. */
export function rosterEntry(name: string): RosterEntry {
  const entry = rosterEntries().find((service) => service.name === name);
  if (!entry) throw new Error(`"${name}" is not in services/${ROSTER_FILE}: add it there first`);
  return entry;
}
