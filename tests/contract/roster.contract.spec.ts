import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * services/roster.json is the one list of services (name, port, schema). The runner, the production profile and the
 * lint rules read it; everything that cannot read it at run time is checked against it here, so a service added,
 * renamed or moved to another port in one place and not the others fails this suite.
 */
const root = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

interface RosterEntry {
  name: string;
  port: number;
  schema: string;
}
const roster: RosterEntry[] = JSON.parse(read('services/roster.json')).services;
const names = roster.map((service) => service.name);
const sorted = (values: Iterable<string>): string[] => [...values].sort();

type Env = Record<string, string>;
interface ComposeService {
  environment?: Env;
  depends_on?: Record<string, unknown>;
  build?: { args?: Env };
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

describe('services/roster.json', () => {
  it('lists each service once, with a port and a schema of its own', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const key of ['name', 'port', 'schema'] as const) {
      expect(new Set(roster.map((service) => service[key])).size).toBe(roster.length);
    }
  });

  it('names exactly the service packages in services/ (the kit aside), each a workspace', () => {
    const folders = readdirSync(join(root, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
      .filter((entry) => existsSync(join(root, 'services', entry.name, 'package.json')))
      .map((entry) => entry.name);
    expect(sorted(folders)).toEqual(sorted(names));
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    expect(names.filter((name) => !workspaces.includes(`services/${name}`))).toEqual([]);
  });
});

describe('the gateway routes to the roster', () => {
  it('gateway/supergraph.graphql composes exactly the roster subgraphs', () => {
    const graphs = [...read('gateway/supergraph.graphql').matchAll(/@join__graph\(name: "([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(sorted(graphs)).toEqual(sorted(names));
  });
});

describe('docker-compose.yml follows the roster', () => {
  // kafka-topics provisions the topics from identity's image (every service image carries the kit's command).
  const built = Object.entries(compose.services)
    .filter(([name, service]) => name !== 'kafka-topics' && service.build?.args?.WORKSPACE?.startsWith('services/'))
    .map(([name]) => name.replace(/-migrate$/, ''));

  it('builds a service and its migration for exactly the roster services', () => {
    expect(sorted(new Set(built))).toEqual(sorted(names));
  });

  it.each(roster)(
    'runs $name on port $port as its own role, after its migration as its migrator role',
    ({ name, port }) => {
      const service = compose.services[name];
      expect(service.build?.args?.WORKSPACE).toBe(`services/${name}`);
      expect(service.environment?.PORT).toBe(String(port));
      expect(service.environment?.DATABASE_URL).toMatch(new RegExp(`^postgres://${name}:`));
      const migration = compose.services[`${name}-migrate`].environment ?? {};
      expect(migration.MIGRATION_DATABASE_URL).toMatch(new RegExp(`^postgres://${name}_migrator:`));
      expect(migration.DATABASE_URL).toBeUndefined();
      expect(service.depends_on?.[`${name}-migrate`]).toEqual({ condition: 'service_completed_successfully' });
    },
  );

  it("points the gateway at every roster service's port, and at nothing else", () => {
    const gateway = compose.services.gateway;
    const subgraphs = Object.entries(gateway.environment ?? {}).filter(([key]) => /^SUBGRAPH_.+_URL$/.test(key));
    expect(Object.fromEntries(subgraphs)).toEqual(
      Object.fromEntries(
        roster.map(({ name, port }) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `http://${name}:${port}/graphql`]),
      ),
    );
    const port = (name: string): number => roster.find((service) => service.name === name)!.port;
    expect(gateway.environment?.IDENTITY_URL).toBe(`http://identity:${port('identity')}`);
    expect(gateway.environment?.MEDIA_URL).toBe(`http://media:${port('media')}`);
    expect(compose.services.identity.environment?.JWKS_URL).toBe(
      `http://identity:${port('identity')}/.well-known/jwks.json`,
    );
    expect(sorted(Object.keys(gateway.depends_on ?? {}))).toEqual(sorted(names));
  });

  it('has a database password variable per roster service and per its migrator', () => {
    const postgres = Object.keys(compose.services.postgres.environment ?? {}).filter((key) =>
      key.endsWith('_DB_PASSWORD'),
    );
    expect(sorted(postgres)).toEqual(
      sorted(
        names.flatMap((name) => [`${name.toUpperCase()}_DB_PASSWORD`, `${name.toUpperCase()}_MIGRATOR_DB_PASSWORD`]),
      ),
    );
  });
});

describe('skaffold.yaml follows the roster', () => {
  interface SkaffoldConfig {
    build?: { artifacts?: { image: string; docker?: { buildArgs?: Env } }[] };
    deploy?: { helm?: { releases?: { setValueTemplates?: Env }[] } };
  }
  const configs = parseAllDocuments(read('skaffold.yaml')).map((document) => document.toJS() as SkaffoldConfig);
  const artifacts = configs.flatMap((config) => config.build?.artifacts ?? []);
  const templates = configs.flatMap((config) => config.deploy?.helm?.releases ?? [])[0]?.setValueTemplates ?? {};

  it('builds an image of exactly the roster services (besides the gateway and the web app)', () => {
    const services = artifacts.filter((artifact) => artifact.docker?.buildArgs?.WORKSPACE?.startsWith('services/'));
    expect(sorted(services.map((artifact) => artifact.image))).toEqual(sorted(names.map((name) => `village/${name}`)));
    for (const artifact of services) {
      expect(artifact.docker?.buildArgs?.WORKSPACE).toBe(artifact.image.replace(/^village\//, 'services/'));
    }
  });

  it("wires exactly the roster services' images into the chart", () => {
    const wired = new Set(
      Object.keys(templates).flatMap((key) => /^services\.([^.]+)\.image\./.exec(key)?.slice(1) ?? []),
    );
    expect(sorted(wired)).toEqual(sorted(names));
  });
});

describe('the chart follows the roster', () => {
  const values = parse(read('charts/village/values.yaml')) as { services: Record<string, { port?: number }> };
  const schema = JSON.parse(read('charts/village/values.schema.json'));

  it('configures exactly the roster services, each on its roster port', () => {
    expect(sorted(Object.keys(values.services))).toEqual(sorted(names));
    expect(Object.fromEntries(Object.entries(values.services).map(([name, service]) => [name, service.port]))).toEqual(
      Object.fromEntries(roster.map(({ name, port }) => [name, port])),
    );
  });

  it('lets values.schema.json accept exactly the roster services, each with its port required', () => {
    const services = schema.properties.services;
    expect(sorted(Object.keys(services.properties))).toEqual(sorted(names));
    expect(sorted(services.required)).toEqual(sorted(names));
    expect(services.additionalProperties).toBe(false);
    for (const name of names) expect(services.properties[name].required).toContain('port');
  });
});

describe('scripts that cannot read the roster list the same services', () => {
  const bashList = (path: string): string[] => {
    const match = /^SERVICES=\(([^)]*)\)/m.exec(read(path));
    if (!match) throw new Error(`${path}: no SERVICES=(...) list`);
    return match[1].trim().split(/\s+/);
  };

  it('infra/docker/postgres/init-roles.sh makes a role and schema per roster service', () => {
    expect(bashList('infra/docker/postgres/init-roles.sh')).toEqual(names);
    // The role owns the schema of its own name: the roster's schema must be that name.
    expect(roster.filter((service) => service.schema !== service.name)).toEqual([]);
  });

  it('infra/helm/dev/secrets.sh makes a database secret per roster service', () => {
    expect(bashList('infra/helm/dev/secrets.sh')).toEqual(names);
  });

  it('infra/docker/node-service.Dockerfile copies and accepts exactly the roster services', () => {
    const dockerfile = read('infra/docker/node-service.Dockerfile');
    const copied = [...dockerfile.matchAll(/^COPY services\/([a-z-]+)\/package\.json/gm)].map((match) => match[1]);
    expect(sorted(copied.filter((name) => name !== 'kit'))).toEqual(sorted(names));
    const accepted = /^\s+(services\/[a-z-]+(?:\|services\/[a-z-]+)*)\)/m.exec(dockerfile)?.[1].split('|');
    expect(sorted(accepted ?? [])).toEqual(sorted(names.map((name) => `services/${name}`)));
  });
});
