import net from 'node:net';

/**
 * A TCP forwarder to a database server that a test can take down and bring back: `down()` drops every connection
 * and refuses new ones (what a stopped PostgreSQL looks like to clients), `up()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async function up(): Promise<void> {
    const listening = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((done, fail) => {
      listening.once('error', fail);
      listening.listen(port, '127.0.0.1', () => done());
    });
    port = (listening.address() as net.AddressInfo).port;
    server = listening;
  }

  async function down(): Promise<void> {
    const listening = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (listening) await new Promise<void>((done) => listening.close(() => done()));
  }

  await up();
  return { get port() { return port; }, up, down, close: down };
}
