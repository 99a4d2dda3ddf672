import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';
import { NodeProcessHost, runToCompletion, waitForHttpOk } from './node-process-host.js';
import {
  describeEvent,
  Supervisor,
  type ProcessSpec,
  type RestartPolicy,
  type SupervisedProcess,
  type SupervisorEvent,
} from './process-supervisor.js';
import { loadOrCreateSecrets } from './secrets.js';
import {
  devMailEntry,
  eventLogMigrateEntry,
  gatewayEntry,
  provisionTopicsEntry,
  serviceEntry,
  SERVICES,
  webDist,
} from './stack-layout.js';

export interface StackOptions {
  dataDir: string;
  port: number;
  postgresPort: number;
  servicePortOffset?: number;
  /** The development SMTP server's port (default: `port` + 25; a free one when `port` is 0). */
  mailSmtpPort?: number;
  /** The development inbox's port (default: `port` + 26; a free one when `port` is 0). */
  mailInboxPort?: number;
  /** Receives what the console should show: the supervisor's reports and the processes' stderr. */
  echo?: (name: string, line: string) => void;
  extraEnv?: NodeJS.ProcessEnv;
  restartPolicy?: Partial<RestartPolicy>;
  /** Without the gateway: used to read each subgraph's schema before a supergraph exists. */
  withoutGateway?: boolean;
  /**
   * Each service and the gateway serve Prometheus metrics on a free port of their own (METRICS_PORT=0);
   * `metricsUrl(name)` finds it. Off by default: the stack opens no port besides its own.
   */
  serveMetrics?: boolean;
  /**
   * With `serveMetrics`: each process serves /metrics on its own port plus this offset instead of a free one, so a
   * Prometheus configuration can name the targets before the stack starts.
   */
  metricsPortOffset?: number;
}

export interface RunningStack {
  url: string;
  adminEmail: string;
  adminPassword: string;
  databaseUrl: string;
  logDir: string;
  /** The development inbox: every email the stack sends, as a page and as JSON (`GET /messages?to=`). */
  inboxUrl: string;
  /** What the services send mail to (SMTP_URL). */
  smtpUrl: string;
  /** The mail server, every service, then the gateway: each with its current pid, its readiness URL and its restart count. */
  processes: SupervisedProcess[];
  /** Stops the gateway, then the services, then the mail server, then PostgreSQL. */
  stop(): Promise<void>;
  /**
   * Where a service or the gateway serves /metrics (with `serveMetrics`): its port plus `metricsPortOffset`, or else
   * the port its log reports.
   */
  metricsUrl(name: string): Promise<string | undefined>;
}

const DATABASE = 'village';
const READY_TIMEOUT_MS = 120_000;
const GATEWAY = 'gateway';
const MAIL = 'mail';

/** The /metrics address a process logged ("metrics listening" with its port), if it did. */
async function metricsUrlFromLog(file: string): Promise<string | undefined> {
  const log = await readFile(file, 'utf8').catch(() => '');
  for (const line of log.split('\n').reverse()) {
    if (!line.includes('"metrics listening"')) continue;
    const port = (JSON.parse(line) as { port?: number }).port;
    if (port !== undefined) return `http://127.0.0.1:${port}/metrics`;
  }
  return undefined;
}

/** A port nothing listens on right now, for a stack started on port 0. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The mail server's ports: given, or next to the stack's own port so parallel stacks never share them. */
async function mailPorts(options: StackOptions): Promise<{ smtp: number; inbox: number }> {
  const derive = async (given: number | undefined, step: number) =>
    given ?? (options.port === 0 ? freePort() : Promise.resolve(options.port + step));
  // Clear of the ports tests give second stacks (port + 2, the fault test's) and the OpenID stand-in (port + 37).
  return { smtp: await derive(options.mailSmtpPort, 25), inbox: await derive(options.mailInboxPort, 26) };
}

/** The console's view of the supervisor: restarts with the tail of the dead process's log, stderr line by line. */
function reportTo(echo: (name: string, line: string) => void): (event: SupervisorEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'crashed':
        echo('supervisor', describeEvent(event));
        for (const line of event.logTail) echo(event.name, line);
        return;
      case 'started':
        if (event.restart > 0) echo('supervisor', describeEvent(event));
        return;
      case 'ready-again':
        echo('supervisor', describeEvent(event));
        return;
      case 'stderr':
        for (const line of event.text.trimEnd().split('\n')) echo(event.name, line);
        return;
      case 'stopped':
        if (event.forced) echo('supervisor', describeEvent(event));
        return;
    }
  };
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const echo = options.echo ?? ((name, line) => process.stdout.write(`[${name}] ${line}\n`));
  const logDir = join(options.dataDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const logFile = (name: string): string => join(logDir, `${name}.log`);
  const secrets = await loadOrCreateSecrets(join(options.dataDir, 'secrets.json'));

  const postgres: RunningPostgres = await startEmbeddedPostgres({
    dataDir: join(options.dataDir, 'postgres'),
    port: options.postgresPort,
    password: secrets.postgresPassword,
    logFile: logFile('postgres'),
  });
  const supervisor = new Supervisor({
    host: new NodeProcessHost(),
    policy: options.restartPolicy,
    onEvent: reportTo(echo),
  });
  const services = SERVICES.map(({ name }) => name);
  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    await supervisor.stop([GATEWAY]);
    await supervisor.stop(services);
    await supervisor.stop([MAIL]);
    await postgres.stop();
  };

  try {
    await postgres.ensureDatabase(DATABASE);
    const databaseUrl = postgres.adminUrl(DATABASE);
    const offset = options.servicePortOffset ?? 0;
    const serviceUrl = (name: string): string =>
      `http://127.0.0.1:${SERVICES.find((service) => service.name === name)!.port + offset}`;
    const ports = await mailPorts(options);
    const metricsPortOf = (port: number): number | undefined =>
      options.metricsPortOffset === undefined ? undefined : port + options.metricsPortOffset;
    const metricsEnv = (port: number): NodeJS.ProcessEnv =>
      options.serveMetrics ? { METRICS_PORT: String(metricsPortOf(port) ?? 0) } : {};
    const smtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
    const inboxUrl = `http://localhost:${ports.inbox}`;
    const common: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: databaseUrl,
      JWKS_URL: `${serviceUrl('identity')}/.well-known/jwks.json`,
      MEDIA_STORAGE_DIR: join(options.dataDir, 'objects'),
      SMTP_URL: smtpUrl,
      // The embedded runner has no load balancer to drain: a stopped process closes at once.
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
      ...options.extraEnv,
    };

    if (common.KAFKA_BROKERS) {
      // Services on Kafka find their topics made: one local broker, so one replica each.
      await runToCompletion({
        name: 'kafka-topics',
        entry: provisionTopicsEntry(),
        env: {
          ...common,
          KAFKA_CLIENT_ID: 'village-topics',
          KAFKA_TOPIC_REPLICATION_FACTOR: common.KAFKA_TOPIC_REPLICATION_FACTOR ?? '1',
          KAFKA_TOPIC_MIN_INSYNC_REPLICAS: common.KAFKA_TOPIC_MIN_INSYNC_REPLICAS ?? '1',
        },
        logFile: logFile('migrations'),
      });
    }
    await runToCompletion({
      name: 'eventlog-migrate',
      entry: eventLogMigrateEntry(),
      env: common,
      logFile: logFile('migrations'),
    });
    await Promise.all(
      services.map((name) =>
        runToCompletion({
          name: `${name}-migrate`,
          entry: serviceEntry(name, 'migrate'),
          env: common,
          logFile: logFile('migrations'),
        }),
      ),
    );

    const startAndWait = async (spec: ProcessSpec & { readyUrl: string }): Promise<SupervisedProcess> => {
      const started = supervisor.start(spec);
      await waitForHttpOk(spec.readyUrl, READY_TIMEOUT_MS, () => {
        if (stopping) return `the stack is stopping: ${spec.name} was not started`;
        if (started.crashes === 0) return null;
        const tail = new NodeProcessHost().tailOfLog(spec, 15).join('\n');
        return `${spec.name} exited before it was ready (${spec.logFile}):\n${tail}`;
      });
      return started;
    };

    const mail = await startAndWait({
      name: MAIL,
      entry: devMailEntry(),
      env: {
        PATH: process.env.PATH,
        DEV_MAIL_DIR: join(options.dataDir, 'mail'),
        DEV_MAIL_SMTP_PORT: String(ports.smtp),
        DEV_MAIL_INBOX_PORT: String(ports.inbox),
      },
      logFile: logFile(MAIL),
      readyUrl: `http://127.0.0.1:${ports.inbox}/health`,
    });
    const processes = [mail];
    const serviceProcesses = await Promise.all(
      SERVICES.map(({ name }) => {
        const env: NodeJS.ProcessEnv = {
          ...common,
          PORT: String(new URL(serviceUrl(name)).port),
          ...metricsEnv(Number(new URL(serviceUrl(name)).port)),
        };
        if (name === 'identity') {
          Object.assign(env, {
            JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
            MFA_ENCRYPTION_KEY: secrets.mfaEncryptionKey,
            PRE_EMPTIVE_BLOCK_KEY: secrets.preEmptiveBlockKey,
            EXTERNAL_SIGN_IN_KEY: secrets.externalSignInKey,
            BOOTSTRAP_ADMIN_EMAIL: secrets.adminEmail,
            BOOTSTRAP_ADMIN_PASSWORD: secrets.adminPassword,
            APP_URL: `http://localhost:${options.port}`,
          });
        }
        // Links in booking, community and meeting emails, a host's return from setting up payouts, and the service
        // photos social posts carry point at the web app.
        if (name === 'bookings' || name === 'community' || name === 'media' || name === 'social')
          env.APP_URL = `http://localhost:${options.port}`;
        return startAndWait({
          name,
          entry: serviceEntry(name, 'main'),
          env,
          logFile: logFile(name),
          readyUrl: `${serviceUrl(name)}/health/ready`,
        });
      }),
    );
    processes.push(...serviceProcesses);

    const running: RunningStack = {
      url: `http://localhost:${options.port}`,
      adminEmail: secrets.adminEmail,
      adminPassword: secrets.adminPassword,
      databaseUrl,
      logDir,
      inboxUrl,
      smtpUrl,
      processes,
      stop,
      metricsUrl: async (name) => {
        const port = name === GATEWAY ? options.port : Number(new URL(serviceUrl(name)).port);
        const fixed = options.serveMetrics ? metricsPortOf(port) : undefined;
        return fixed === undefined ? metricsUrlFromLog(logFile(name)) : `http://127.0.0.1:${fixed}/metrics`;
      },
    };
    if (options.withoutGateway) return running;

    const subgraphUrls = Object.fromEntries(
      services.map((name) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${serviceUrl(name)}/graphql`]),
    );
    const gateway = await startAndWait({
      name: GATEWAY,
      entry: gatewayEntry(),
      env: {
        ...common,
        ...subgraphUrls,
        PORT: String(options.port),
        HOST: process.env.HOST ?? '127.0.0.1',
        IDENTITY_URL: serviceUrl('identity'),
        MEDIA_URL: serviceUrl('media'),
        WEB_DIST: webDist(),
        EXTERNAL_SIGN_IN_KEY: secrets.externalSignInKey,
        ...metricsEnv(options.port),
      },
      logFile: logFile(GATEWAY),
      // Every subgraph ready, not only the gateway (whose /health/ready does not wait for them).
      readyUrl: `http://127.0.0.1:${options.port}/health/subgraphs`,
    });
    processes.push(gateway);
    return running;
  } catch (error) {
    await stop();
    throw error;
  }
}
