import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const logDir = path.join(repoRoot, '.local/logs/drills');

/** A running drill node (drill-node.ts): its `drill:` lines as they come, and ways to end it. */
export type TDrillProcess = {
  child: ChildProcess;
  /** Resolves with the first `drill:<kind> …` line after this call whose words pass `accept`. */
  next(kind: string, accept?: (words: string[]) => boolean, timeoutMs?: number): Promise<string[]>;
  /** The words of the last `drill:<kind>` line so far. */
  last(kind: string): string[] | undefined;
  kill(): Promise<void>;
  stop(): Promise<void>;
  signal(signal: NodeJS.Signals): void;
};

export function startDrillNode(name: string, env: Record<string, string>): Promise<TDrillProcess> {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'drill-node.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lasts = new Map<string, string[]>();
  const waiters: Array<{ kind: string; accept: (words: string[]) => boolean; resolve: (words: string[]) => void }> = [];
  let buffered = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr!.pipe(log);
  child.stdout!.on('data', (chunk: Buffer) => {
    log.write(chunk);
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('drill:')) continue;
      const [kind, ...words] = line.slice(6).split(' ');
      lasts.set(kind!, words);
      for (const waiter of [...waiters]) {
        if (waiter.kind === kind && waiter.accept(words)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(words);
        }
      }
    }
  });
  const handle: TDrillProcess = {
    child,
    next(kind, accept = () => true, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name}: no drill:${kind} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const onExit = () => reject(new Error(`${name} exited (code ${child.exitCode}) before drill:${kind}`));
        child.once('exit', onExit);
        waiters.push({
          kind,
          accept,
          resolve: (words) => {
            clearTimeout(timer);
            child.off('exit', onExit);
            resolve(words);
          },
        });
      });
    },
    last: (kind) => lasts.get(kind),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    signal: (signal) => void child.kill(signal),
  };
  // Loading takes seconds, up to minutes on a busy 2-core machine.
  return handle
    .next('ready', () => true, 240_000)
    .then(
      () => handle,
      async (error: unknown) => {
        await handle.kill();
        throw error;
      },
    );
}
