import { createConnection, createServer, type Socket } from 'node:net';

/** A TCP relay in front of a server, which a test shuts and opens: the network between table and center. */
export interface TcpGate {
  readonly port: number;
  /** Connections tried through it so far, let through or refused. */
  readonly tried: () => number;
  /** Cuts every connection through it and refuses new ones until `open`. */
  shut(): void;
  open(): void;
  close(): Promise<void>;
}

export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  let shut = false;
  let tried = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    tried += 1;
    if (shut) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the gate has no port');
  return {
    port: address.port,
    tried: () => tried,
    shut() {
      shut = true;
      for (const socket of sockets) socket.destroy();
    },
    open() {
      shut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
