/**
 * Lighthouse (npm `lighthouse`, Apache-2.0) on home, a product page, docs and login of a running
 * site: accessibility and performance scores per page, mobile (Lighthouse's default: a phone
 * screen, simulated slow 4G and 4× CPU slowdown), and every accessibility audit that failed with
 * the elements it names. A benchmark, not a test (issue "Accessibility": 100 on these pages).
 *
 * Chromium: Debian's /usr/bin/chromium (CHROMIUM to change), headless, one fresh profile per run.
 * Run: `npm run bench:lighthouse` (BENCH_URL, default http://localhost:3000, loopback only;
 * `--page=login` for one page; LIGHTHOUSE_JSON=<file> also writes the scores and failures as JSON).
 * RUNS=n audits each page n times and reports the run with the median performance score (scores
 * move by several points from run to run on a shared machine); LIGHTHOUSE_REPORT_DIR=<dir> keeps
 * every run's full report (`<page>-<run>.json`, open it in the Lighthouse viewer).
 *
 * Per page it also prints what Lighthouse puts before the largest paint. Its simulation (Lantern)
 * estimates LCP from the requests that *ended* before the LCP it observed in an unthrottled load,
 * so every request that finished before that paint (scripts included) counts as needed for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

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

type TTableItem = Record<string, unknown>;

function tableItems(result: Result, auditId: string): TTableItem[] {
  const details = result.audits[auditId]?.details;
  return details && 'items' in details ? (details.items as TTableItem[]) : [];
}

/**
 * What Lighthouse puts before the largest paint: its element, the phases of the observed load
 * (time to first byte, load delay, load time, render delay; unthrottled, so only their shares
 * matter), the render-blocking requests, and how many requests (and kB transferred) ended before
 * the observed LCP: both of Lantern's LCP estimates count each of them.
 */
function lcpCosts(result: Result) {
  // The LCP insight is a list: the table of phases, then the element.
  const parts = tableItems(result, 'lcp-breakdown-insight');
  const phaseTable = parts.find((part) => part.type === 'table') as { items?: TTableItem[] } | undefined;
  const element = parts.find((part) => part.type === 'node') as { selector?: string } | undefined;
  const phases = (phaseTable?.items ?? [])
    .map((item) => `${String(item.subpart)} ${Math.round(Number(item.duration))} ms`)
    .join(', ');
  const renderBlocking = tableItems(result, 'render-blocking-insight').map(
    (item) => `${new URL(String(item.url)).pathname} ${(Number(item.totalBytes) / 1024).toFixed(1)} kB`,
  );
  const observedLcp = (result.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0]?.observedLargestContentfulPaint;
  const requests = tableItems(result, 'network-requests').filter(
    (item) => observedLcp !== undefined && Number(item.networkEndTime) <= observedLcp,
  );
  const kB = requests.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
  return {
    element: element?.selector ?? 'n/a',
    phases,
    renderBlocking,
    beforeLcp: `${requests.length} requests (${kB.toFixed(0)} kB) ended before the observed LCP at ${Math.round(observedLcp ?? NaN)} ms`,
  };
}

async function auditPage(page: (typeof LIGHTHOUSE_PAGES)[number], runIndex: number) {
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
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${page.name}-${runIndex + 1}.json`), JSON.stringify(result));
    }
    return {
      page: page.name,
      path: page.path,
      accessibility: score('accessibility'),
      performance: score('performance'),
      metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, result.audits[id]?.displayValue ?? 'n/a'])),
      failedAccessibility: failedAudits(result, 'accessibility'),
      costs: lcpCosts(result),
      warnings: result.runWarnings,
      lighthouseVersion: result.lighthouseVersion,
    };
  } finally {
    chromium.process.removeAllListeners('exit');
    chromium.process.kill();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** A trace Chromium failed to record (NO_NAVSTART, NO_FCP) is run once more rather than ending the bench. */
async function auditPageWithRetry(page: (typeof LIGHTHOUSE_PAGES)[number], runIndex: number) {
  try {
    return await auditPage(page, runIndex);
  } catch (error) {
    out(`${page.name}: ${(error as Error).message.split('\n')[0]}; once more`);
    return auditPage(page, runIndex);
  }
}

const rows = [];
const allScores: string[] = [];
for (const page of pages) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditPageWithRetry(page, run));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  rows.push(sorted[Math.floor((sorted.length - 1) / 2)]!);
  allScores.push(`${page.name} ${runs.map((run) => run.performance).join(', ')}`);
}

out(`Lighthouse ${rows[0]?.lighthouseVersion ?? ''}, mobile, ${base.origin}, ${new Date().toISOString()}`);
if (RUNS > 1) out(`${RUNS} runs a page, the median run shown (performance of each run: ${allScores.join('; ')})`);
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
  out(`${row.page}: LCP element ${row.costs.element.slice(0, 120)}`);
  out(`  observed phases: ${row.costs.phases || 'n/a'}`);
  out(`  render-blocking: ${row.costs.renderBlocking.join(', ') || 'none'}`);
  out(`  ${row.costs.beforeLcp}`);
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
