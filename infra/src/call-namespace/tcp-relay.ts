import net from 'node:net';

export interface TcpRelay {
  close(): Promise<void>;
}

/** Accepts connections on `listen` and pipes each to `target`, both ways, until either side ends. */
export function relayTcp(
  listen: { host: string; port: number },
  target: { host: string; port: number },
): Promise<TcpRelay> {
  const open = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise((closed) => {
            for (const socket of open) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
