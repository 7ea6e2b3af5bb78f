import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy that a test can cut and restore: the processes under test are given its
 * address instead of the shared server's, so their Kafka or Redis can fail while every other test
 * keeps its own. While cut, open connections are reset and new ones are reset on arrival.
 */
export type TTcpProxy = { port: number; address: string; cut(): void; restore(): void; close(): Promise<void> };

export async function startTcpProxy(options: {
  target: string;
  /** Kafka brokers tell clients where to connect next: rewrite those addresses to this proxy. */
  isKafka?: boolean;
}): Promise<TTcpProxy> {
  const [targetHost, targetPort] = splitAddress(options.target);
  const sockets = new Set<Socket>();
  let isCut = false;
  let port = 0;
  const server: Server = createServer((client) => {
    if (isCut) return client.resetAndDestroy();
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    if (options.isKafka)
      upstream.on(
        'data',
        kafkaResponseRewriter(client, targetPort, () => port),
      );
    else upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  return {
    port,
    address: `127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function splitAddress(address: string): [string, number] {
  const separator = address.lastIndexOf(':');
  return [address.slice(0, separator), Number(address.slice(separator + 1))];
}

/**
 * Kafka responses are size-prefixed frames; Metadata and FindCoordinator frames name brokers as
 * a length-prefixed host followed by a 32-bit port. Each whole frame is forwarded with every
 * such port of the real broker replaced by the proxy's, so the client never leaves the proxy.
 */
function kafkaResponseRewriter(client: Socket, brokerPort: number, proxyPort: () => number) {
  let pending = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 4) {
      const frameLength = 4 + pending.readInt32BE(0);
      if (pending.length < frameLength) return;
      const frame = Buffer.from(pending.subarray(0, frameLength));
      pending = pending.subarray(frameLength);
      rewriteBrokerPorts(frame, brokerPort, proxyPort());
      client.write(frame);
    }
  };
}

function rewriteBrokerPorts(frame: Buffer, brokerPort: number, proxyPort: number): void {
  for (let index = 6; index + 4 <= frame.length; index++) {
    if (frame.readInt32BE(index) !== brokerPort) continue;
    for (let hostLength = 1; hostLength <= 253 && index - 2 - hostLength >= 4; hostLength++) {
      const start = index - hostLength;
      if (frame.readInt16BE(start - 2) !== hostLength) continue;
      if (/^[\w.:-]+$/.test(frame.toString('latin1', start, index))) frame.writeInt32BE(proxyPort, index);
      break;
    }
  }
}
