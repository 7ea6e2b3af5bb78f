/**
 * Log lines are written in batches (packages/kit/src/logger.ts), yet none is lost when a process
 * stops by itself, and a quiet process's line still shows within the flush period.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'support/log-then-end.ts');

function startLogging(ending: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ending], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { line: number; msg: string; level: number });
  return { child, exited, lines };
}

describe('buffered log lines', () => {
  it.each(['exit', 'throw'])('are all written, in order, when the process ends (%s)', async (ending) => {
    const run = startLogging(ending);
    await run.exited;
    expect(run.lines().map((entry) => entry.line)).toEqual(Array.from({ length: 200 }, (_unused, index) => index));
  });

  it('end with the fatal line when a process gives up', async () => {
    const run = startLogging('fatal');
    expect(await run.exited).toBe(1);
    expect(run.lines()).toHaveLength(201);
    expect(run.lines().at(-1)).toMatchObject({ line: 200, msg: 'failed to start', level: 60 });
  });

  it('show within a second in a process that logs one line and stays up', async () => {
    const run = startLogging('quiet');
    try {
      const deadline = Date.now() + 5000;
      while (run.lines().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(run.lines()).toEqual([expect.objectContaining({ line: 0, msg: 'alone' })]);
    } finally {
      run.child.kill('SIGKILL');
    }
  });
});
