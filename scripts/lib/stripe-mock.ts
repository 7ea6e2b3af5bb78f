import path from 'node:path';
import { startLocalServer } from './local-server.ts';
import { repoRoot } from './shell.ts';

/**
 * stripe-mock (built by scripts/ensure-stripe-mock.sh) on a loopback port, for the billing tests'
 * Stripe provider: it answers the Stripe API from Stripe's own OpenAPI fixtures and keeps no state.
 */
export function startStripeMock(options: { port: number; logDir: string }): Promise<{ close(): Promise<void> }> {
  return startLocalServer({
    name: 'stripe-mock',
    command: path.join(repoRoot, '.local/bin/stripe-mock'),
    args: ['-http-addr', `127.0.0.1:${options.port}`, '-https-addr', '127.0.0.1:'],
    logDir: options.logDir,
    // Any test key is accepted; a list call answers once the fixtures are loaded.
    isReady: async () =>
      (
        await fetch(`http://127.0.0.1:${options.port}/v1/customers`, {
          headers: { authorization: 'Bearer sk_test_123' },
          signal: AbortSignal.timeout(2000),
        })
      ).ok,
  });
}
