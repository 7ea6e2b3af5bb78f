import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEmbed } from './support/bundle-embed.ts';

/** The size budget of issue 16: the embed script, as the animation service bundles it, at most 35 KB gzipped. */
const budgetBytes = 35 * 1024;

describe('the embed script', () => {
  it('stays within its size budget and brings no zod with it', async () => {
    const code = await bundleEmbed();
    expect(gzipSync(code).length).toBeLessThanOrEqual(budgetBytes);
    expect(code).not.toMatch(/ZodError|zod/);
    expect(code).toContain('data-matchwire-animation');
  });
});
