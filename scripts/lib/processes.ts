import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

export type TProcessSpec = {
  name: string;
  cwd: string;
  args: string[];
  env: Record<string, string>;
  readyUrl: string;
  /** Neighbouring specs of one stage may start side by side (`startStagesTogether`); the next stage waits for them. */
  stage?: string;
};
export type TRunningProcess = { spec: TProcessSpec; child: ChildProcess; stop(): Promise<void> };

/**
 * Node itself runs each process, with tsx as its loader (`node --import tsx`), not the tsx CLI: the
 * CLI sits between the signal and the server, and when the server does not confirm a relayed
 * SIGTERM within 30 ms (a busy machine) it sends SIGKILL, cutting the requests in flight.
 */
const nodeWithTsx = [process.execPath, '--import', 'tsx'] as const;

/**
 * Starts one process per spec (TypeScript through tsx), logs to a file or the terminal, waits until
 * ready. One at a time in the given order; with `startStagesTogether`, the neighbouring specs of one
 * `stage` start side by side (their waits for the database and Kafka overlap) and the next stage
 * starts once every one of them is ready.
 */
export async function startProcesses(
  specs: TProcessSpec[],
  options: {
    logDir?: string;
    onLine?: (name: string, line: string) => void;
    startStagesTogether?: boolean;
    /** Awaited before a group of `stage` starts (e.g. the web app's build before the web server). */
    beforeStage?: (stage: string | undefined) => Promise<void>;
  },
): Promise<TRunningProcess[]> {
  const running: TRunningProcess[] = [];
  try {
    for (const group of startGroups(specs, options.startStagesTogether ?? false)) {
      await options.beforeStage?.(group[0]!.stage);
      const ready = group.map((spec) => {
        const [node, ...loader] = nodeWithTsx;
        const child = spawn(node, [...loader, ...spec.args], {
          cwd: spec.cwd,
          env: { ...process.env, ...spec.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        pipeOutput(child, spec.name, options);
        running.push({ spec, child, stop: () => stopChild(child) });
        return waitForHttp(spec.readyUrl, 60_000, child, spec.name);
      });
      const failed = (await Promise.allSettled(ready)).find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    return running;
  } catch (error) {
    await Promise.all(running.map((process) => process.stop()));
    throw error;
  }
}

/** The specs in start groups: each alone, or runs of neighbours sharing a stage. */
function startGroups(specs: TProcessSpec[], byStage: boolean): TProcessSpec[][] {
  const groups: TProcessSpec[][] = [];
  for (const spec of specs) {
    const last = groups.at(-1);
    if (byStage && last && spec.stage !== undefined && last[0]!.stage === spec.stage) last.push(spec);
    else groups.push([spec]);
  }
  return groups;
}

function pipeOutput(
  child: ChildProcess,
  name: string,
  options: { logDir?: string; onLine?: (name: string, line: string) => void },
) {
  if (options.logDir) {
    mkdirSync(options.logDir, { recursive: true });
    const file = createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  if (options.onLine) {
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) options.onLine?.(name, line);
      });
    }
  }
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess, name = url): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
