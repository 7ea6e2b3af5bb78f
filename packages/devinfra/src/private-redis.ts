import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { findFreePort } from './service-under-test.ts';

/** A redis-server of one test or drill: FLUSHALL on it touches nobody else's keys. */
export type TPrivateRedis = {
  url: string;
  /** A client of the owner's, for FLUSHALL and looking at keys. */
  client: Redis;
  flushAll(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts a redis-server of its own on a free loopback port, without snapshots or AOF (as
 * deploy/local/infra.sh starts the shared one), and waits until it answers. The shared Redis of
 * `npm test` is never flushed: other files' keys live there.
 */
export async function startPrivateRedis(): Promise<TPrivateRedis> {
  const port = await findFreePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { retryStrategy: () => 100, maxRetriesPerRequest: null });
  client.on('error', () => undefined);
  const answered = await Promise.race([
    client.ping().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!answered) {
    client.disconnect();
    server.kill('SIGKILL');
    throw new Error(`redis-server on ${port} never answered`);
  }
  return {
    url,
    client,
    async flushAll() {
      await client.flushall();
    },
    async stop() {
      client.disconnect();
      server.kill('SIGTERM');
      await exited;
    },
  };
}
