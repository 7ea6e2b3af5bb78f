import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shell.ts';

/**
 * stripe-mock (built by scripts/ensure-stripe-mock.sh) on a loopback port, for the billing tests'
 * Stripe provider: it answers the Stripe API from Stripe's own OpenAPI fixtures and keeps no state.
 */
export async function startStripeMock(options: { port: number; logDir: string }): Promise<{ close(): Promise<void> }> {
  const child = spawn(
    path.join(repoRoot, '.local/bin/stripe-mock'),
    ['-http-addr', `127.0.0.1:${options.port}`, '-https-addr', '127.0.0.1:'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  mkdirSync(options.logDir, { recursive: true });
  const log = createWriteStream(path.join(options.logDir, 'stripe-mock.log'), { flags: 'a' });
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
    if (child.exitCode !== null) throw new Error(`stripe-mock exited with code ${child.exitCode} before it was ready`);
    try {
      // Any test key is accepted; a list call answers once the fixtures are loaded.
      const answer = await fetch(`http://127.0.0.1:${options.port}/v1/customers`, {
        headers: { authorization: 'Bearer sk_test_123' },
        signal: AbortSignal.timeout(2000),
      });
      if (answer.ok) return { close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`stripe-mock was not ready on port ${options.port} within 30 s`);
}
