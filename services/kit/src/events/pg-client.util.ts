import { Client, type ClientConfig, type Pool, type PoolClient } from 'pg';

/** Clients checked out through `acquireClient` and not released yet (pg-pool reuses client objects). */
const checkedOut = new WeakSet<PoolClient>();

export async function acquireClient(pool: Pool): Promise<PoolClient> {
  const client = await pool.connect();
  checkedOut.add(client);
  return client;
}

/**
 * Returns a client taken with `acquireClient` to its pool exactly once
 * (pg-pool throws on a second release, which a dying connection's 'error'
 * event and the failing query would otherwise both trigger). `destroy` closes
 * the connection instead of reusing it: always so for connections that held
 * session state (LISTEN, advisory locks) or that failed.
 */
export function releaseClient(client: PoolClient, destroy?: boolean | Error): void {
  if (!checkedOut.has(client)) return;
  checkedOut.delete(client);
  client.release(destroy);
}

/**
 * A dedicated connection outside any pool, for session state that lives as long
 * as its owner (LISTEN, advisory locks): it cannot starve a pool, and ending it
 * drops that state on the server.
 */
export async function openSession(config: ClientConfig, onLost: (error: Error) => void): Promise<Client> {
  const client = new Client(config);
  // Raised when the connection dies while idle (a running query rejects instead).
  client.on('error', onLost);
  try {
    await client.connect();
  } catch (error) {
    closeSession(client);
    throw error;
  }
  return client;
}

const ended = new WeakSet<Client>();

/** Ends a session once; never throws (the connection may already be dead). */
export function closeSession(client: Client): void {
  if (ended.has(client)) return;
  ended.add(client);
  client.end().catch(() => undefined);
}
