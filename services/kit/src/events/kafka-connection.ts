import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { ISocketFactory, KafkaConfig, SASLOptions } from 'kafkajs';

/** How a client reaches the brokers: addresses, identity, encryption and authentication. */
export interface KafkaConnection {
  brokers: string[];
  clientId: string;
  /** TLS to the brokers: `true` trusts the system's CAs; `{ ca }` trusts these PEM certificates instead. */
  ssl?: boolean | { ca: string[] };
  sasl?: SASLOptions;
}

const KEEP_ALIVE_DELAY_MS = 60_000;

/** A killed broker or group member stalls its consumer group for about this long (kafkajs' own default is 30 s). */
export const DEFAULT_KAFKA_SESSION_TIMEOUT_MS = 6_000;
export const DEFAULT_KAFKA_HEARTBEAT_INTERVAL_MS = 1_000;

/** kafkajs' own socket factory: TCP, or TLS with the client's settings; keep-alive. */
const connectSocket: ISocketFactory = ({ host, port, ssl, onConnect }) => {
  const socket = ssl
    ? tlsConnect({ host, port, ...(isIP(host) ? {} : { servername: host }), ...ssl }, onConnect)
    : netConnect({ host, port }, onConnect);
  socket.setKeepAlive(true, KEEP_ALIVE_DELAY_MS);
  return socket;
};

/**
 * Remembers the sockets a kafkajs client opened. kafkajs 2.2.4 can leave a
 * consumer group's coordinator connection open after `disconnect()` when the broker went away under it: the broker
 * object is dropped from the cluster's pool on the closed connection while the group keeps heartbeating through it,
 * so `disconnect()` never reaches it. A client closes what is left with `closeOpen()` once it has disconnected.
 */
export class TrackedSockets {
  private readonly sockets = new Set<Socket>();

  /** `connect` opens the sockets (default: plain TCP or TLS as kafkajs asks, with keep-alive). */
  constructor(private readonly connect: ISocketFactory = connectSocket) {}

  readonly factory: ISocketFactory = (args) => {
    const socket = this.connect(args);
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    return socket;
  };

  /** Sockets neither destroyed nor ended. */
  open(): Socket[] {
    return [...this.sockets].filter((socket) => !socket.destroyed && !socket.writableEnded);
  }

  /**
   * Ends the sockets still open (the broker's answering FIN lets kafkajs disconnect that connection and clear its
   * request timers), destroying those not closed within `graceMs`; returns how many there were.
   */
  async closeOpen(graceMs = 1_000): Promise<number> {
    const open = this.open();
    await Promise.all(
      open.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => socket.destroy(), graceMs);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.end();
          }),
      ),
    );
    return open.length;
  }
}

/**
 * How kafkajs retries a lost broker: its default backoff grows to 30 s, so a consumer or producer that lost the broker
 * during a 20 s restart could wait half a minute more after the broker was back. Capped at 2 s, they are connected
 * again within about 2 s of its return (ADR 042).
 */
export const KAFKA_RECONNECT_RETRY = { initialRetryTime: 250, maxRetryTime: 2000, retries: 10 } as const;

/** The kafkajs client settings of a connection (without logging, which each client sets). */
export function kafkaClientConfig(connection: KafkaConnection, sockets?: TrackedSockets): KafkaConfig {
  const { ssl } = connection;
  return {
    clientId: connection.clientId,
    brokers: connection.brokers,
    retry: KAFKA_RECONNECT_RETRY,
    ...(ssl === true ? { ssl: true } : ssl ? { ssl: { ca: ssl.ca, rejectUnauthorized: true } } : {}),
    ...(connection.sasl ? { sasl: connection.sasl } : {}),
    ...(sockets ? { socketFactory: sockets.factory } : {}),
  };
}
