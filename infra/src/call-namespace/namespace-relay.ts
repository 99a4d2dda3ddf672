import { relayTcp } from './tcp-relay.js';

/**
 * Run inside a call namespace (`ip netns exec NS node namespace-relay.js HOST_ADDRESS PORT...`): each PORT on the
 * namespace's own 127.0.0.1 reaches the same port on the host side of the veth pair. Browsers in the namespace then
 * open the stack at http://localhost:PORT, the same secure origin as everywhere else.
 */
async function main(): Promise<void> {
  const [hostAddress, ...ports] = process.argv.slice(2);
  if (!hostAddress || ports.length === 0) throw new Error('usage: namespace-relay HOST_ADDRESS PORT...');
  for (const port of ports.map(Number)) {
    await relayTcp({ host: '127.0.0.1', port }, { host: hostAddress, port });
  }
  process.stdout.write('relaying\n');
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
