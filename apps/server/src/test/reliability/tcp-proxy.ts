import net from 'node:net';

/**
 * A TCP proxy on loopback for outage tests: the app talks to PostgreSQL through it, and the test cuts the line.
 * - 'drop': every open connection is reset and every new one refused with a reset (PostgreSQL gone, or a
 *   firewall that rejects);
 * - 'blackhole': connections stay open but nothing passes either way, and new ones are accepted and never
 *   answered (a network partition: the worst case, only timeouts notice it);
 * - 'up' again: new connections pass; the held ones of a blackhole are reset (the middlebox lost them).
 */
export type ProxyMode = 'up' | 'drop' | 'blackhole';

export interface TcpProxy {
  /** postgres://… of `targetUrl` with the host and port of the proxy. */
  url: string;
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  let mode: ProxyMode = 'up';
  const open = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const track = (socket: net.Socket, into: Set<net.Socket>) => {
    into.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => into.delete(socket));
  };
  const server = net.createServer((client) => {
    if (mode === 'drop') return client.resetAndDestroy();
    if (mode === 'blackhole') return track(client, held);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(client, open);
    track(upstream, open);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const resetAll = (sockets: Set<net.Socket>) => {
    for (const socket of [...sockets]) if (!socket.destroyed) socket.resetAndDestroy();
    sockets.clear();
  };
  return {
    url: url.toString(),
    set(next) {
      if (next === 'drop') resetAll(open);
      if (next === 'blackhole') {
        // Stop both directions where they are: bytes already sent wait in the proxy, unread.
        for (const socket of open) {
          socket.unpipe();
          socket.pause();
          held.add(socket);
        }
        open.clear();
      }
      if (next === 'up') resetAll(held);
      mode = next;
    },
    async close() {
      resetAll(open);
      resetAll(held);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
