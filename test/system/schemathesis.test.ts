import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const here = (file: string) => path.join(repoRoot, 'test/schemathesis', file);
/** Installed by scripts/ensure-schemathesis.sh, which `npm test` runs first; its caches stay beside it. */
const schemathesis = path.join(repoRoot, '.local/schemathesis/bin/schemathesis');
const workDir = path.join(repoRoot, '.local/schemathesis/work');
/** The whole run takes well under a minute (test/schemathesis/schemathesis.toml bounds it); this is the backstop. */
const timeoutMs = 240_000;

/** Runs Schemathesis on the document the gateway serves, through the gateway; its exit code and output. */
function runSchemathesis(sessionCookies: string): Promise<{ code: number | null; output: string }> {
  const args = [
    `--config-file=${here('schemathesis.toml')}`,
    'run',
    `${testEnv.gatewayUrl}/openapi.json`,
    `--url=${testEnv.gatewayUrl}`,
    `--baseline=${here('baseline.json')}`,
    '--output-truncate=false',
    '--report=har',
    `--report-har-path=${path.join(repoRoot, '.local/logs/schemathesis.har')}`,
  ];
  mkdirSync(workDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(schemathesis, args, {
      cwd: workDir,
      env: {
        PATH: process.env.PATH,
        NO_COLOR: '1',
        // hooks.py is loaded from the repository: no __pycache__ beside it.
        PYTHONDONTWRITEBYTECODE: '1',
        SCHEMATHESIS_HOOKS: here('hooks.py'),
        MW_SIGNING_SECRET: testEnv.signingSecret,
        MW_SESSION_COOKIES: sessionCookies,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('Schemathesis against the OpenAPI document, through the gateway', () => {
  it(
    'finds no server error and no answer outside its documented statuses and schemas, on any /api route',
    async () => {
      // A customer of its own: the run may rename it, change its settings or its API key.
      const session = await registerAndActivate(uniqueEmail('schemathesis'), newVisitor());
      const { code, output } = await runSchemathesis(session.cookieHeader());
      expect(output).toMatch(/API Operations:/);
      expect(code, output).toBe(0);
    },
    timeoutMs + 30_000,
  );
});
