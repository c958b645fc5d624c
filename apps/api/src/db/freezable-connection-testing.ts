import net, { type AddressInfo, type Socket } from 'node:net';

interface FreezableProxy {
  /** The connection string, with its host and port replaced by the proxy's. */
  url: string;
  /** Holds every byte in both directions, as a frozen database host or a stalled path would. */
  freeze(): void;
  /** Passes on what was held, and everything after. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the PostgreSQL of `connectionString` that can freeze: connections stay
 * open and nothing is lost, but nothing arrives until it thaws, so statements hang rather than fail.
 */
export async function startFreezableProxy(connectionString: string): Promise<FreezableProxy> {
  const target = new URL(connectionString);
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(connectionString);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);

  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
