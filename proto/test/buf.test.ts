import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const protoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = resolve(protoDir, '../node_modules/.bin');
const buf = join(binDir, 'buf');
// buf runs the local plugin protoc-gen-es from PATH; node_modules/.bin also holds the project's node.
const env = { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` };

function run(args: string[]): string {
  return execFileSync(buf, args, { cwd: protoDir, env, encoding: 'utf8', stdio: 'pipe' });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

describe('buf', () => {
  it('lints the contracts', () => {
    expect(() => run(['lint'])).not.toThrow();
  });

  it('has no breaking change against baseline.binpb', () => {
    expect(() => run(['breaking', '--against', 'baseline.binpb'])).not.toThrow();
  });

  it('generates exactly the committed gen/', () => {
    const out = mkdtempSync(join(tmpdir(), 'matchwire-proto-'));
    try {
      run(['generate', '--output', out]);
      const fresh = join(out, 'gen');
      const committed = join(protoDir, 'gen');
      const files = listFiles(committed);
      expect(listFiles(fresh), 'run `npm run generate -w @matchwire/proto`').toEqual(files);
      for (const file of files) {
        expect(readFileSync(join(fresh, file), 'utf8'), `gen/${file} is stale; run npm run generate`).toBe(
          readFileSync(join(committed, file), 'utf8'),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
