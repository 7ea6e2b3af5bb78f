import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The size budget of issue 16: the embed script, as the animation service bundles it, at most 35 KB gzipped. */
const budgetBytes = 35 * 1024;

describe('the embed script', () => {
  it('stays within its size budget and brings no zod with it', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, '../src/embed.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      write: false,
    });
    const code = result.outputFiles[0]!.text;
    expect(gzipSync(code).length).toBeLessThanOrEqual(budgetBytes);
    expect(code).not.toMatch(/ZodError|zod/);
    expect(code).toContain('data-matchwire-animation');
  });
});
