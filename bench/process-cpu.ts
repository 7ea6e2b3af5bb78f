/**
 * CPU used by each process of the machine over a period, from /proc (Linux), named by what it is:
 * the stack's services (`services/<name>/src/server.ts`), the web server, the gateway, PostgreSQL
 * (every backend together), Redis, Kafka, the load generator itself, and the rest — on a shared
 * machine, other people's work. What limited a load run is the process near 100 % of a core.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The stack of `npm test` (ports 39xx) runs the same servers: its processes are named apart. */
function stackOf(pid: number): string {
  try {
    const port = /(?:^|\0)PORT=(\d+)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1] ?? '';
    return port.startsWith('39') ? 'test stack: ' : '';
  } catch {
    return '';
  }
}

function nameOf(pid: number, cmdline: string, comm: string): string {
  if (pid === process.pid) return 'load generator';
  const server =
    /services\/([a-z-]+)\/src\/server\.ts/.exec(cmdline)?.[1] ??
    (/\bweb\/server\.ts/.test(cmdline) ? 'web' : /\bgateway\/src\/server\.ts/.test(cmdline) ? 'gateway' : undefined);
  if (server) return `${stackOf(pid)}${server}`;
  if (comm === 'postgres' || cmdline.startsWith('postgres:')) return 'postgresql';
  if (comm.startsWith('redis-server')) return 'redis';
  if (comm === 'java' && cmdline.includes('kafka')) return 'kafka';
  // Node's main thread is named MainThread: say which script it runs instead.
  const script = /node_modules\/(?:\.bin\/)?([\w.-]+)|\s([\w./-]+\.[cm]?[jt]s)\b/.exec(cmdline);
  return `other (${script?.[1] ?? script?.[2] ?? comm})`;
}

/** CPU ticks (user + system) by name, now. */
function sample(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14 and 15 of stat (utime, stime), counted from the state field (3rd) onwards.
      const used = Number(fields[11]) + Number(fields[12]);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const name = nameOf(pid, cmdline, comm);
      ticks.set(name, (ticks.get(name) ?? 0) + used);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** Starts measuring; `stop()` gives each name's share of one core (1 = 100 %) since, busiest first. */
export function startCpuWatch(): { stop: () => { name: string; cores: number }[] } {
  const before = sample();
  const startedAt = performance.now();
  return {
    stop() {
      const after = sample();
      const seconds = (performance.now() - startedAt) / 1000;
      return [...after.entries()]
        .map(([name, used]) => ({ name, cores: (used - (before.get(name) ?? 0)) / TICKS_PER_SECOND / seconds }))
        .filter((row) => row.cores >= 0.01)
        .sort((a, b) => b.cores - a.cores);
    },
  };
}
