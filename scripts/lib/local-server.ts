import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Starts a server of the test run from `.local/bin` (stripe-mock, versitygw), its output in
 * `<logDir>/<name>.log`, and waits until `isReady` says it answers (30 s at most).
 */
export async function startLocalServer(options: {
  name: string;
  command: string;
  args: string[];
  logDir: string;
  isReady: () => Promise<boolean>;
}): Promise<{ close(): Promise<void> }> {
  const child = spawn(options.command, options.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  mkdirSync(options.logDir, { recursive: true });
  const log = createWriteStream(path.join(options.logDir, `${options.name}.log`), { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited with code ${child.exitCode} before it was ready`);
    try {
      if (await options.isReady()) return { close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`${options.name} was not ready within 30 s`);
}
