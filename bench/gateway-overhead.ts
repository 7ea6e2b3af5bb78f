/**
 * What the gateway adds to a signed-in API call (issue 17): `GET /api/setting/getUserInfo` with the
 * jwt and token cookies, signed as the web client signs (packages/signing), measured in one run
 * against the account service directly, through nginx `proxy_pass` to the same account service,
 * and through the gateway, which makes every check it makes in production: signature, jwt,
 * session check, Redis rate limit, identity assertion, security headers. Aims: p99 added over the
 * direct call ≤ 2 ms with sequential requests, and throughput ≥ 0.8× nginx with 8 connections.
 *
 * It starts what it measures itself, on loopback ports of its own (never 3000, which `npm start`
 * owns): the account service and the gateway with the stack's configuration (scripts/lib/service-env.ts)
 * against the local PostgreSQL (a database of its own, `matchwire_bench`, demo data seeded) and
 * Redis (logical database 7, emptied before and after, so no other stack's rate budgets are
 * touched), and nginx from Debian (`apt-get install -y nginx`) with a generated config. Both
 * processes use the in-process event bus instead of Kafka: no call measured here touches Kafka,
 * and the bench's sign-in must not reach other stacks' consumers. Rate limits are raised for the
 * run. The servers are pinned to core 0 and this process (the load generator) should run on core
 * 1: `taskset -c 1 npx tsx bench/gateway-overhead.ts`. While the tests of other engineers share
 * the machine, hold the test lock: `flock /tmp/mw-test.lock taskset -c 1 npx tsx bench/gateway-overhead.ts`.
 *
 * Direct and nginx calls carry the identity assertion the gateway would have signed (signed here,
 * fresh for each measurement; it lives 60 s). `DURATION` seconds per measurement (10),
 * `CONNECTIONS` for the throughput runs (8), `SEQUENTIAL_RUNS` how often the sequential phase
 * (direct, nginx, gateway in turn) is repeated (3), so that the spread of p99 from run to run shows
 * beside the figures; `--json` prints the figures as JSON, `--cpu-prof` writes CPU profiles of the
 * gateway and of the account service to `.local/bench/gateway-profile/{gateway,account}/` when they
 * stop, and `phases.json` beside them: when each measurement began and ended, on the monotonic
 * clock the profiles' timestamps use (µs), so a profile can be read one measurement at a time.
 * `GATEWAY_NODE_FLAGS` adds Node or V8 flags to the gateway's process (e.g. `--trace-gc`).
 * `--bare-proxy` measures a fourth target beside them, pinned to core 0 as well: Fastify and
 * @fastify/http-proxy with nothing else (bench/bare-fastify-proxy.ts), the floor of the gateway's design.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { provisionDatabase } from '@matchwire/devinfra/provision-database';
import { createAssertionSigner, identityAssertionHeader } from '@matchwire/kit/identity-assertion';
import { readWorkloads } from '@matchwire/kit/workloads';
import { signUrl } from '@matchwire/signing';
import { databaseServices, devSecrets, localInfra, testPorts, type TPorts } from '../scripts/lib/dev-defaults.ts';
import { waitForHttp } from '../scripts/lib/processes.ts';
import { serviceEnvironments } from '../scripts/lib/service-env.ts';
import { pinToCore, startBareProxy, startNginx, waitFor } from './gateway-overhead-proxies.ts';

const DURATION_S = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SEQUENTIAL_RUNS = Number(process.env.SEQUENTIAL_RUNS ?? 3);
const AIM_ADDED_P99_MS = 2;
const AIM_RATIO = 0.8;
const callPath = '/api/setting/getUserInfo';
const root = path.resolve(import.meta.dirname, '..');
const redisDatabase = 7;
const redisUrl = `${localInfra.redisUrl}/${redisDatabase}`;
const isProfiling = process.argv.includes('--cpu-prof');
const profileDir = path.join(root, '.local/bench/gateway-profile');
const logDir = path.join(root, '.local/logs/bench-gateway');

/** The test ports moved down by 200 (gateway 3700, account 3712): free of `npm start`, the stack and the tests. */
const benchPorts: TPorts = {
  public: Object.fromEntries(Object.entries(testPorts.public).map(([name, port]) => [name, port - 200])),
  ops: Object.fromEntries(Object.entries(testPorts.ops).map(([name, port]) => [name, port - 200])),
};
const url = (name: string) => `http://127.0.0.1:${benchPorts.public[name]}`;
const nginxPort = 3690;
const bareProxyPort = 3691;
const hasBareProxy = process.argv.includes('--bare-proxy');

const out = (line = '') => process.stdout.write(`${line}\n`);

function flushBenchRedis(): void {
  execFileSync('redis-cli', ['-u', redisUrl, 'FLUSHDB']);
}

async function startServers(): Promise<TServer[]> {
  const databaseUrls = await provisionDatabase({
    superuserUrl: localInfra.superuserUrl,
    database: 'matchwire_bench',
    services: databaseServices,
  });
  const environments = serviceEnvironments({
    ports: benchPorts,
    databaseUrls,
    mode: 'memory',
    mail: { transport: 'mailbox' },
    logLevel: process.env.LOG_LEVEL ?? 'info',
    extraGatewayEnv: {
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_USER_PER_MINUTE: '100000000',
    },
  });
  const workloads = readWorkloads();
  const specs = ['account', 'gateway'].map((name) => {
    const workload = workloads.find((candidate) => candidate.name === name)!;
    const env = Object.fromEntries(
      Object.entries({
        ...environments[name],
        // The gateway counts in Redis as in the stack (memory mode would count in process).
        ...(name === 'gateway' ? { REDIS_URL: redisUrl } : {}),
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const profile = isProfiling ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [];
    // Node and V8 flags to try on the gateway alone (e.g. `--max-semi-space-size=32`), besides its own.
    const extraFlags = name === 'gateway' ? (process.env.GATEWAY_NODE_FLAGS ?? '').split(' ').filter(Boolean) : [];
    return {
      name,
      cwd: root,
      args: [...profile, ...extraFlags, workload.entry],
      env,
      readyUrl: `http://127.0.0.1:${benchPorts.ops[name]}/readyz`,
    };
  });
  if (isProfiling) for (const spec of specs) mkdirSync(path.join(profileDir, spec.name), { recursive: true });
  mkdirSync(logDir, { recursive: true });
  const running: TServer[] = [];
  for (const spec of specs) {
    // Logs go straight to a file: piped to this process, the load generator, a busy moment here
    // would fill the pipe and block the server's synchronous log writes (pino), which production's
    // log collector does not do.
    const log = openSync(path.join(logDir, `${spec.name}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', ...spec.args], {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    running.push({ name: spec.name, child });
    pinToCore(child.pid!, 0);
    try {
      await waitForHttp(spec.readyUrl, 60_000, child, spec.name);
    } catch (error) {
      // Left running, the ones already up would hold their ports and answer the next run's readiness checks.
      await Promise.all(running.map(stopServer));
      throw error;
    }
  }
  return running;
}

type TServer = { name: string; child: ChildProcess };

function stopServer({ child }: TServer): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs in as the demo customer through the gateway: its cookies and who it is. */
async function signIn(): Promise<{ cookie: string; userId: string; email: string; sessionId: string }> {
  const response = await fetch(`${url('gateway')}${await signUrl('/api/auth/login', devSecrets.SIGNING_SECRET)}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'demo@matchwire.io', password: 'Demo1234' }).toString(),
  });
  const body = (await response.json()) as { resultCode: number };
  if (body.resultCode !== 0) throw new Error(`the demo customer could not sign in: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const jwt = /(?:^|; )jwt=([^;]+)/.exec(cookie)?.[1];
  if (!jwt) throw new Error(`no jwt cookie in ${cookie}`);
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    email: string;
    sid: string;
  };
  return { cookie, userId: claims.sub, email: claims.email, sessionId: claims.sid };
}

type TCaller = Awaited<ReturnType<typeof signIn>>;
type TTarget = { name: string; base: string; isGateway: boolean };
type TFigures = {
  target: string;
  connections: number;
  /** Which repetition of the sequential phase (1…SEQUENTIAL_RUNS); 1 for the throughput runs. */
  run: number;
  /** When the measurement ran, on the monotonic clock of CPU profiles (µs). */
  startedAt: number;
  endedAt: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time per call (user + system, µs) of each server process: a figure the machine's other load does not move. */
  cpuPerCall: Record<string, number>;
  /** The part of cpuPerCall spent in the kernel (system time: sockets, epoll, scheduling), µs. */
  systemCpuPerCall: Record<string, number>;
  /** Write system calls per call of each server process (socket writes to client, Redis, upstream; logs). */
  writesPerCall: Record<string, number>;
};

const signAssertion = createAssertionSigner(devSecrets.GATEWAY_IDENTITY_PRIVATE_KEY);

/** The headers and signed path of the call, fresh (the signature lives 5 minutes, the assertion 60 s). */
async function callOf(target: TTarget, caller: TCaller): Promise<{ path: string; headers: Record<string, string> }> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', cookie: caller.cookie };
  if (!target.isGateway) {
    headers[identityAssertionHeader] = signAssertion('account', {
      identity: {
        userId: caller.userId,
        email: caller.email,
        isTester: false,
        sessionId: caller.sessionId,
        impersonation: undefined,
      },
      sessionState: undefined,
    });
  }
  return { path: await signUrl(callPath, devSecrets.SIGNING_SECRET), headers };
}

/** As k6 computes a percentile: linear between the two nearest ranks. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** The server processes whose CPU time is counted: name → pid. */
const serverPids = new Map<string, number>();

type TUsage = { user: number; system: number; writes: number };

/**
 * User and system CPU time of a process so far, in µs (/proc/<pid>/stat, clock ticks of 10 ms), and
 * its write-family system calls (/proc/<pid>/io `syscw`: socket writes, writev, log writes).
 */
function usageOf(pid: number): TUsage {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const writes = /^syscw: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1];
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000, writes: Number(writes ?? NaN) };
}

function cpuSnapshot(): Map<string, TUsage> {
  return new Map([...serverPids].map(([name, pid]) => [name, usageOf(pid)]));
}

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

async function measure(
  target: TTarget,
  caller: TCaller,
  connections: number,
  seconds: number,
  run = 1,
): Promise<TFigures> {
  const call = await callOf(target, caller);
  const check = await fetch(`${target.base}${call.path}`, { headers: call.headers });
  const answer = (await check.json()) as { resultCode: number };
  if (answer.resultCode !== 0) throw new Error(`${target.name} answered ${JSON.stringify(answer)}`);
  const times: number[] = [];
  let failed = 0;
  const instance = autocannon({
    url: `${target.base}${call.path}`,
    connections,
    duration: seconds,
    headers: call.headers,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status !== 200) failed++;
  });
  const cpuBefore = cpuSnapshot();
  const startedAt = monotonicMicros();
  const result = await instance;
  const endedAt = monotonicMicros();
  const cpuAfter = cpuSnapshot();
  const perCall = (pick: (usage: TUsage) => number, decimals = 0) =>
    Object.fromEntries(
      [...cpuAfter].map(([name, usage]) => [
        name,
        Number(((pick(usage) - pick(cpuBefore.get(name)!)) / times.length).toFixed(decimals)),
      ]),
    );
  const cpuPerCall = perCall((cpu) => cpu.user + cpu.system);
  const systemCpuPerCall = perCall((cpu) => cpu.system);
  const writesPerCall = perCall((usage) => usage.writes, 2);
  times.sort((a, b) => a - b);
  return {
    target: target.name,
    connections,
    run,
    startedAt,
    endedAt,
    requestsPerSecond: Math.round(times.length / result.duration),
    p50: Number(percentile(times, 50).toFixed(2)),
    p99: Number(percentile(times, 99).toFixed(2)),
    failed: failed + result.errors,
    cpuPerCall,
    systemCpuPerCall,
    writesPerCall,
  };
}

function loadAverage(): string {
  return execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ');
}

flushBenchRedis();
const servers = await startServers();
const nginx = startNginx(url('account'), nginxPort);
const bareProxy = hasBareProxy ? startBareProxy(url('account'), bareProxyPort) : undefined;
const figures: TFigures[] = [];
const loadBefore = loadAverage();
try {
  await waitFor(`http://127.0.0.1:${nginxPort}/`);
  serverPids.set('account', servers[0]!.child.pid!);
  serverPids.set('gateway', servers[1]!.child.pid!);
  // nginx's one worker (the master only hands it the connections); taskset execs nginx in its own pid.
  serverPids.set(
    'nginx',
    Number(
      execFileSync('pgrep', ['-P', String(nginx.pid)])
        .toString()
        .trim()
        .split('\n')[0],
    ),
  );
  if (bareProxy) {
    await waitFor(`http://127.0.0.1:${bareProxyPort}/`);
    serverPids.set('bare', bareProxy.pid!);
  }
  const caller = await signIn();
  const targets: TTarget[] = [
    { name: 'account (direct)', base: url('account'), isGateway: false },
    { name: 'nginx proxy_pass', base: `http://127.0.0.1:${nginxPort}`, isGateway: false },
    ...(bareProxy ? [{ name: 'bare fastify proxy', base: `http://127.0.0.1:${bareProxyPort}`, isGateway: false }] : []),
    { name: 'gateway', base: url('gateway'), isGateway: true },
  ];
  // Warm-up: JIT, connection pools, the session answer.
  for (const target of targets) await measure(target, caller, CONNECTIONS, 3);
  for (let run = 1; run <= SEQUENTIAL_RUNS; run++)
    for (const target of targets) figures.push(await measure(target, caller, 1, DURATION_S, run));
  for (const target of targets) figures.push(await measure(target, caller, CONNECTIONS, DURATION_S));
} finally {
  nginx.kill('SIGQUIT');
  if (bareProxy) await stopServer({ name: 'bare', child: bareProxy });
  await Promise.all(servers.map(stopServer));
  flushBenchRedis();
}
const loadAfter = loadAverage();

const row = (name: string, connections: number, run = 1) =>
  figures.find((entry) => entry.target === name && entry.connections === connections && entry.run === run)!;
const runs = Array.from({ length: SEQUENTIAL_RUNS }, (_unused, index) => index + 1);
// Each repetition's gateway against the direct call measured just before it.
const addedByRun = runs.map((run) => row('gateway', 1, run).p99 - row('account (direct)', 1, run).p99);
const added = [...addedByRun].sort((a, b) => a - b)[Math.floor((addedByRun.length - 1) / 2)]!;
const ratio = row('gateway', CONNECTIONS).requestsPerSecond / row('nginx proxy_pass', CONNECTIONS).requestsPerSecond;
const date = new Date().toISOString();
if (isProfiling) writeFileSync(path.join(profileDir, 'phases.json'), JSON.stringify(figures, null, 2));
if (process.argv.includes('--json')) {
  out(
    JSON.stringify(
      { date, path: callPath, loadBefore, loadAfter, figures, addedP99: added, addedByRun, ratio },
      null,
      2,
    ),
  );
} else {
  out(`\nGET ${callPath} (signed, jwt and token cookies), ${DURATION_S} s each, ${date}`);
  out(`load average before ${loadBefore}, after ${loadAfter}`);
  const processes = ['account', 'gateway', 'nginx', ...(hasBareProxy ? ['bare'] : [])];
  out(
    'target              connections run   req/s   p50 ms   p99 ms  failed' +
      `   CPU µs per call (of it system): ${processes.join(' ')}   writes per call: ${processes.join(' ')}`,
  );
  for (const entry of figures)
    out(
      `${entry.target.padEnd(20)}${String(entry.connections).padStart(11)}${String(entry.run).padStart(4)}` +
        `${String(entry.requestsPerSecond).padStart(8)}` +
        `${entry.p50.toFixed(2).padStart(9)}${entry.p99.toFixed(2).padStart(9)}${String(entry.failed).padStart(8)}` +
        processes
          .map((name) =>
            (entry.cpuPerCall[name] === undefined
              ? ''
              : `${entry.cpuPerCall[name]} (${entry.systemCpuPerCall[name]})`
            ).padStart(13),
          )
          .join('') +
        '   ' +
        processes.map((name) => String(entry.writesPerCall[name] ?? '').padStart(8)).join(''),
    );
  out(
    `\naims: gateway p99 added over direct ≤ ${AIM_ADDED_P99_MS} ms sequentially (median of ${SEQUENTIAL_RUNS} runs ` +
      `${added.toFixed(2)} ms; each run ${addedByRun.map((value) => value.toFixed(2)).join(', ')} ms), ` +
      `throughput ≥ ${AIM_RATIO}× nginx with ${CONNECTIONS} connections (${ratio.toFixed(2)}×)`,
  );
  if (hasBareProxy) {
    const bareRatio =
      row('bare fastify proxy', CONNECTIONS).requestsPerSecond / row('nginx proxy_pass', CONNECTIONS).requestsPerSecond;
    out(`bare Fastify proxy (no checks) ÷ nginx with ${CONNECTIONS} connections: ${bareRatio.toFixed(2)}×`);
  }
  if (isProfiling) out(`CPU profiles and phases.json: ${path.relative(root, profileDir)}/`);
}
