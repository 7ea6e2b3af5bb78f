// The k6 journeys in bench/k6 are run by others with their own k6, never here: type-checking them
// against @types/k6 (bench/k6/tsconfig.json, checkJs) is what keeps them runnable as the API and
// the site change. The Node runners beside them (bench/*.ts: autocannon, Lighthouse, page weight)
// are checked too; they are outside the root project that `npm run typecheck` covers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const k6Dir = path.join(repoRoot, 'bench/k6');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const journeys = ['visitor-browsing.js', 'sign-up.js', 'console-use.js', 'mixed-journey.js'];

/** Runs tsc on a project; its diagnostics, one per line, empty when the project checks. */
function typeCheck(project: string): { status: number | null; diagnostics: string } {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, diagnostics: `${result.stdout}${result.stderr}`.trim() };
}

describe('k6 journeys (bench/k6)', () => {
  const probeDir = path.join(repoRoot, '.local/k6-typecheck-probe');
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it('has one script per journey, each with thresholds', () => {
    const scripts = readdirSync(k6Dir).filter((name) => name.endsWith('.js'));
    expect(scripts.sort()).toEqual([...journeys].sort());
    for (const script of journeys) {
      const source = readFileSync(path.join(k6Dir, script), 'utf8');
      expect(source, script).toMatch(/^\/\/ @ts-check/);
      expect(source, script).toMatch(/\bthresholds\b/);
      expect(source, script).toMatch(/export const options\b/);
    }
  });

  it('type-check against the @types/k6 definitions', () => {
    const { status, diagnostics } = typeCheck(path.join(k6Dir, 'tsconfig.json'));
    expect(diagnostics).toBe('');
    expect(status).toBe(0);
  }, 60_000);

  it('are checked strictly enough to catch a misused k6 API', () => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(
      path.join(probeDir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(k6Dir, 'tsconfig.json'), include: ['*.js'] }),
    );
    writeFileSync(
      path.join(probeDir, 'misuse.js'),
      ['// @ts-check', "import http from 'k6/http';", 'export default function () {', '  http.get(42);', '}', ''].join(
        '\n',
      ),
    );
    const { status, diagnostics } = typeCheck(path.join(probeDir, 'tsconfig.json'));
    expect(status).not.toBe(0);
    expect(diagnostics).toMatch(/misuse\.js\(4,\d+\): error TS2345/);
  }, 60_000);
});

describe('benchmark runners (bench/*.ts)', () => {
  it('type-check', () => {
    const { status, diagnostics } = typeCheck(path.join(repoRoot, 'bench/tsconfig.json'));
    expect(diagnostics).toBe('');
    expect(status).toBe(0);
  }, 60_000);
});
