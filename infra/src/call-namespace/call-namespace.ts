import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { relayTcp, type TcpRelay } from './tcp-relay.js';

const run = promisify(execFile);

/**
 * A network namespace for browsers in video tests: Chromium gathers no ICE candidates on loopback alone, so it runs
 * in a namespace whose only link is a veth pair to the host (a private /30). Nothing in it reaches anywhere else.
 * The stack's ports are relayed so the browser still opens http://localhost:PORT; WebRTC travels on the veth.
 */
export interface CallNamespace {
  name: string;
  /** The host's end of the veth pair, where the relays of the stack's ports listen. */
  hostAddress: string;
  /**
   * The namespace's end: the browsers' ICE candidates, and LiveKit's address when it runs in the namespace. Only TCP
   * crosses the veth pair on a machine whose firewall drops other UDP, so media servers for these browsers run inside.
   */
  guestAddress: string;
  /** A launcher that runs Chromium inside the namespace, with the arguments it is given. */
  chromiumPath: string;
  close(): Promise<void>;
}

export interface CallNamespaceOptions {
  /** Names the namespace and its link; two namespaces open at once need different ids (1–249). */
  id: number;
  /** Host ports (on 127.0.0.1) the browsers open as localhost:PORT. */
  relayPorts: number[];
  /** Where the launcher script is written. */
  dir: string;
  chromium: string;
}

/** Why call namespaces cannot be made here, or null when they can (root and iproute2). */
export async function callNamespaceUnavailable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'video browser tests need root to create a network namespace (ip netns)';
  try {
    await run('ip', ['netns', 'list']);
    return null;
  } catch {
    return 'video browser tests need iproute2 (`ip netns`)';
  }
}

const ip = (...args: string[]) => run('ip', args);

export async function openCallNamespace(options: CallNamespaceOptions): Promise<CallNamespace> {
  if (!Number.isInteger(options.id) || options.id < 1 || options.id > 249) throw new Error('id must be 1–249');
  const name = `village-call-${options.id}`;
  const hostLink = `vcall${options.id}h`;
  const guestLink = `vcall${options.id}g`;
  const hostAddress = `10.213.${options.id}.1`;
  const guestAddress = `10.213.${options.id}.2`;
  await removeNamespace(name, hostLink);

  await ip('netns', 'add', name);
  await ip('link', 'add', hostLink, 'type', 'veth', 'peer', 'name', guestLink);
  await ip('link', 'set', guestLink, 'netns', name);
  await ip('addr', 'add', `${hostAddress}/30`, 'dev', hostLink);
  await ip('link', 'set', hostLink, 'up');
  await ip('netns', 'exec', name, 'ip', 'addr', 'add', `${guestAddress}/30`, 'dev', guestLink);
  await ip('netns', 'exec', name, 'ip', 'link', 'set', guestLink, 'up');
  await ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');

  const hostRelays: TcpRelay[] = [];
  let guestRelay: ChildProcess | undefined;
  const close = async (): Promise<void> => {
    guestRelay?.kill('SIGTERM');
    await Promise.all(hostRelays.map((relay) => relay.close()));
    await removeNamespace(name, hostLink);
  };
  try {
    for (const port of options.relayPorts) {
      hostRelays.push(await relayTcp({ host: hostAddress, port }, { host: '127.0.0.1', port }));
    }
    guestRelay = await startGuestRelay(name, hostAddress, options.relayPorts);
    const chromiumPath = join(options.dir, `chromium-in-${name}`);
    await writeFile(chromiumPath, `#!/bin/sh\nexec ip netns exec ${name} ${options.chromium} "$@"\n`);
    await chmod(chromiumPath, 0o755);
    return { name, hostAddress, guestAddress, chromiumPath, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function startGuestRelay(name: string, hostAddress: string, ports: number[]): Promise<ChildProcess> {
  const script = join(import.meta.dirname, 'namespace-relay.js');
  const child = spawn('ip', ['netns', 'exec', name, process.execPath, script, hostAddress, ...ports.map(String)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the namespace relay exited (${code}): ${errors.trim()}`)));
  });
}

/** Deleting the namespace deletes its end of the veth pair, and with it the host's end. */
async function removeNamespace(name: string, hostLink: string): Promise<void> {
  await ip('netns', 'del', name).catch(() => undefined);
  await ip('link', 'del', hostLink).catch(() => undefined);
}
