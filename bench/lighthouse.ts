/**
 * Lighthouse (npm `lighthouse`, Apache-2.0) on home, a product page, docs and login of a running
 * site: accessibility and performance scores per page, mobile (Lighthouse's default: a phone
 * screen, simulated slow 4G and 4× CPU slowdown), and every accessibility audit that failed with
 * the elements it names. A benchmark, not a test (issue "Accessibility": 100 on these pages).
 *
 * Chromium: Debian's /usr/bin/chromium (CHROMIUM to change), headless, one fresh profile per run.
 * Run: `npm run bench:lighthouse` (BENCH_URL, default http://localhost:3000, loopback only;
 * `--page=login` for one page; LIGHTHOUSE_JSON=<file> also writes the scores and failures as JSON).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { LIGHTHOUSE_PAGES, benchBaseUrl } from './pages.ts';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;
const MAX_ELEMENTS_SHOWN = 3;

const base = benchBaseUrl();
const pageFilter = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);
const pages = LIGHTHOUSE_PAGES.filter((page) => !pageFilter || page.name === pageFilter);
const out = (line = '') => process.stdout.write(`${line}\n`);

/** Starts Chromium with a DevTools port of its choosing; resolves once it listens. */
function startChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}) before listening:\n${stderr}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr)?.[1];
      if (port) resolve({ port: Number(port), process: child });
    });
  });
}

/** axe's explanation without its "Fix any of the following:" lead, on one line. */
function reasonOf(explanation: string | undefined): string {
  const lines = (explanation ?? '').split('\n').map((line) => line.trim());
  return lines.filter((line) => line && !/^Fix (any|all) of the following:?$/.test(line)).join(' ');
}

/** The audits of a category that count towards its score and did not pass, with the elements they name. */
function failedAudits(result: Result, category: 'accessibility' | 'performance') {
  return result.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = audit.details && 'items' in audit.details ? (audit.details.items as { node?: unknown }[]) : [];
      const nodes = items
        .map((item) => item.node as { selector?: string; snippet?: string; explanation?: string } | undefined)
        .filter((node) => node?.selector)
        .map((node) => ({
          element: `${node!.selector}  ${node!.snippet ?? ''}`.trim(),
          why: reasonOf(node!.explanation),
        }));
      return { id: audit.id, title: audit.title, score: audit.score!, count: items.length, nodes };
    });
}

async function auditPage(page: (typeof LIGHTHOUSE_PAGES)[number]) {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'mw-lighthouse-'));
  const chromium = await startChromium(profileDir);
  try {
    const url = new URL(page.path, base).href;
    const run = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility', 'performance'],
    });
    if (!run) throw new Error(`${url}: Lighthouse returned no result`);
    const result = run.lhr;
    if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
    const score = (id: string) => Math.round((result.categories[id]?.score ?? NaN) * 100);
    return {
      page: page.name,
      path: page.path,
      accessibility: score('accessibility'),
      performance: score('performance'),
      metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, result.audits[id]?.displayValue ?? 'n/a'])),
      failedAccessibility: failedAudits(result, 'accessibility'),
      warnings: result.runWarnings,
      lighthouseVersion: result.lighthouseVersion,
    };
  } finally {
    chromium.process.removeAllListeners('exit');
    chromium.process.kill();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const page of pages) rows.push(await auditPage(page));

out(`Lighthouse ${rows[0]?.lighthouseVersion ?? ''}, mobile, ${base.origin}, ${new Date().toISOString()}`);
out();
out(`page      accessibility  performance  ${METRICS.map(([, label]) => label.padEnd(9)).join(' ')}`);
for (const row of rows) {
  const metrics = METRICS.map(([, label]) => String(row.metrics[label]).replace(/\s+/g, ' ').padEnd(9)).join(' ');
  out(
    `${row.page.padEnd(9)} ${String(row.accessibility).padStart(13)} ${String(row.performance).padStart(12)}  ${metrics}`,
  );
}
for (const row of rows) {
  out();
  if (row.failedAccessibility.length === 0) {
    out(`${row.page} (${row.path}): every accessibility audit passed`);
    continue;
  }
  out(`${row.page} (${row.path}): failed accessibility audits`);
  for (const audit of row.failedAccessibility) {
    out(`  - ${audit.id}: ${audit.title} (${audit.count} element${audit.count === 1 ? '' : 's'})`);
    for (const node of audit.nodes.slice(0, MAX_ELEMENTS_SHOWN)) {
      out(`      ${node.element.slice(0, 160)}`);
      if (node.why) out(`        ${node.why.slice(0, 200)}`);
    }
    if (audit.nodes.length > MAX_ELEMENTS_SHOWN) out(`      … and ${audit.nodes.length - MAX_ELEMENTS_SHOWN} more`);
  }
  for (const warning of row.warnings) out(`  warning: ${warning}`);
}

if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, `${JSON.stringify(rows, null, 2)}\n`);
