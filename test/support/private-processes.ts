import { createServer } from 'node:net';
import path from 'node:path';
import { testMail, testPorts, type TPorts } from '../../scripts/lib/dev-defaults.ts';
import { startProcesses, type TRunningProcess } from '../../scripts/lib/processes.ts';
import { serviceEnvironments } from '../../scripts/lib/service-env.ts';

type TPrivateWorkload = 'account' | 'notification' | 'gateway';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Beside the shared stack's logs (which the next `npm test` clears), as private-<workload>.log. */
const logDir = path.join(repoRoot, '.local/logs/private-processes');
const entries: Record<TPrivateWorkload, string> = {
  account: 'services/account/src/server.ts',
  notification: 'services/notification/src/server.ts',
  gateway: 'gateway/src/server.ts',
};

/** One process of its own, started as `npm test` starts the shared ones, with its log lines kept. */
export type TPrivateProcess = TRunningProcess & {
  url: string;
  opsUrl: string;
  lines: string[];
  /** Starts it again after a stop, same ports and environment. */
  restart(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts private copies of some workloads (in this order) on free ports, with the environment
 * the shared stack gets (scripts/lib/service-env.ts) plus `env`: typically their own database
 * and their own Kafka and Redis addresses, so a test can take those away or stop the process
 * without disturbing the shared stack other test files use. The other workloads they call are
 * the shared ones (or a private one started in the same call).
 */
export async function startPrivateProcesses(options: {
  workloads: TPrivateWorkload[];
  databaseUrls: Record<string, string>;
  env: Partial<Record<TPrivateWorkload, Record<string, string>>>;
}): Promise<Record<TPrivateWorkload, TPrivateProcess>> {
  const ports: TPorts = structuredClone(testPorts);
  for (const workload of options.workloads) {
    ports.public[workload] = await freePort();
    ports.ops[workload] = await freePort();
  }
  const environments = serviceEnvironments({
    ports,
    databaseUrls: options.databaseUrls,
    mode: 'kafka',
    mail: { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${testMail.smtpPort}` },
    logLevel: 'info',
  });
  const started = {} as Record<TPrivateWorkload, TPrivateProcess>;
  for (const workload of options.workloads) {
    const env = Object.fromEntries(
      Object.entries({ ...environments[workload], ...options.env[workload] }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const lines: string[] = [];
    const spec = {
      name: `private-${workload}`,
      cwd: repoRoot,
      args: [entries[workload]],
      env,
      readyUrl: `http://127.0.0.1:${ports.ops[workload]}/readyz`,
    };
    const start = async () => {
      const [running] = await startProcesses([spec], { logDir, onLine: (_name, line) => lines.push(line) });
      return running!;
    };
    const running = await start();
    const handle: TPrivateProcess = {
      ...running,
      url: `http://127.0.0.1:${ports.public[workload]}`,
      opsUrl: `http://127.0.0.1:${ports.ops[workload]}`,
      lines,
      async restart() {
        const again = await start();
        Object.assign(handle, { child: again.child, stop: again.stop });
      },
    };
    started[workload] = handle;
  }
  return started;
}

/** The requests a process has logged as received (Fastify's `incoming request`) whose URL matches. */
export function receivedRequests(process: TPrivateProcess, url: RegExp): number {
  return process.lines.filter((line) => {
    if (!line.includes('"incoming request"')) return false;
    try {
      return url.test((JSON.parse(line) as { req?: { url?: string } }).req?.url ?? '');
    } catch {
      return false;
    }
  }).length;
}
