import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';
import { runToCompletion, spawnNode, stopAll, waitForHttpOk, type ManagedProcess } from './process-supervisor.js';
import { loadOrCreateSecrets } from './secrets.js';
import { eventLogMigrateEntry, gatewayEntry, serviceEntry, SERVICES, webDist } from './stack-layout.js';

export interface StackOptions {
  dataDir: string;
  port: number;
  postgresPort: number;
  servicePortOffset?: number;
  echo?: (name: string, line: string) => void;
  extraEnv?: NodeJS.ProcessEnv;
  /** Without the gateway: used to read each subgraph's schema before a supergraph exists. */
  withoutGateway?: boolean;
}

export interface RunningStack {
  url: string;
  adminEmail: string;
  adminPassword: string;
  databaseUrl: string;
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

const DATABASE = 'village';
const READY_TIMEOUT_MS = 60_000;

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const echo = options.echo ?? ((name, line) => process.stdout.write(`[${name}] ${line}\n`));
  const logDir = join(options.dataDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const secrets = await loadOrCreateSecrets(join(options.dataDir, 'secrets.json'));

  const postgres: RunningPostgres = await startEmbeddedPostgres({
    dataDir: join(options.dataDir, 'postgres'),
    port: options.postgresPort,
    password: secrets.postgresPassword,
  });
  const processes: ManagedProcess[] = [];
  const stop = async (): Promise<void> => {
    await stopAll(processes.reverse());
    await postgres.stop();
  };

  try {
    await postgres.ensureDatabase(DATABASE);
    const databaseUrl = postgres.adminUrl(DATABASE);
    const offset = options.servicePortOffset ?? 0;
    const identityUrl = `http://127.0.0.1:${SERVICES[0].port + offset}`;
    const common: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: databaseUrl,
      JWKS_URL: `${identityUrl}/.well-known/jwks.json`,
      MEDIA_STORAGE_DIR: join(options.dataDir, 'objects'),
      ...options.extraEnv,
    };
    const logFile = (name: string): string => join(logDir, `${name}.log`);

    await runToCompletion({
      name: 'eventlog-migrate',
      entry: eventLogMigrateEntry(),
      env: common,
      logFile: logFile('migrations'),
      echo,
    });
    await Promise.all(
      SERVICES.map(({ name }) =>
        runToCompletion({
          name: `${name}-migrate`,
          entry: serviceEntry(name, 'migrate'),
          env: common,
          logFile: logFile('migrations'),
          echo,
        }),
      ),
    );

    for (const { name, port } of SERVICES) {
      const env: NodeJS.ProcessEnv = { ...common, PORT: String(port + offset) };
      if (name === 'identity') {
        Object.assign(env, {
          JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
          BOOTSTRAP_ADMIN_EMAIL: secrets.adminEmail,
          BOOTSTRAP_ADMIN_PASSWORD: secrets.adminPassword,
        });
      }
      processes.push(spawnNode({ name, entry: serviceEntry(name, 'main'), env, logFile: logFile(name), echo }));
    }
    await Promise.all(
      SERVICES.map(({ port }, index) =>
        waitForHttpOk(
          `http://127.0.0.1:${port + offset}/health/ready`,
          READY_TIMEOUT_MS,
          () => processes[index].child.exitCode === null,
        ),
      ),
    );

    const running = {
      url: `http://localhost:${options.port}`,
      adminEmail: secrets.adminEmail,
      adminPassword: secrets.adminPassword,
      databaseUrl,
      processes,
      stop,
    };
    if (options.withoutGateway) return running;

    const subgraphUrls = Object.fromEntries(
      SERVICES.map(({ name, port }) => [
        `SUBGRAPH_${name.toUpperCase()}_URL`,
        `http://127.0.0.1:${port + offset}/graphql`,
      ]),
    );
    const gateway = spawnNode({
      name: 'gateway',
      entry: gatewayEntry(),
      env: {
        ...common,
        ...subgraphUrls,
        PORT: String(options.port),
        HOST: process.env.HOST ?? '127.0.0.1',
        IDENTITY_URL: identityUrl,
        MEDIA_URL: `http://127.0.0.1:${SERVICES[5].port + offset}`,
        WEB_DIST: webDist(),
      },
      logFile: logFile('gateway'),
      echo,
    });
    processes.push(gateway);
    await waitForHttpOk(
      `http://127.0.0.1:${options.port}/health/ready`,
      READY_TIMEOUT_MS,
      () => gateway.child.exitCode === null,
    );

    return running;
  } catch (error) {
    await stop();
    throw error;
  }
}
