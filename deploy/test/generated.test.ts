// The files generated from deploy/workloads.json (deploy/generate) are what the list gives today:
// a list edit without `npm run generate`, or a hand edit of a generated file, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles, staleFiles } from '../generate/index.ts';
import { repoRoot } from './manifests.ts';

describe('generated deployment files', () => {
  it('are up to date with deploy/workloads.json (else: npm run generate)', async () => {
    expect(await staleFiles()).toEqual([]);
  });

  it('say so in their first line, or in the region they were generated into', async () => {
    for (const relative of Object.keys(await generatedFiles())) {
      const text = readFileSync(path.join(repoRoot, relative), 'utf8');
      const isWhole = /^(#|--) Generated from deploy\/workloads\.json by `npm run generate`/.test(text);
      expect(isWhole || text.includes('# BEGIN generated: '), relative).toBe(true);
    }
  });
});
