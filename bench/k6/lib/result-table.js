// @ts-check
/**
 * The per-page table of an SSR load run, the same for k6 (bench/k6/visitor-browsing.js) and
 * autocannon (bench/ssr-load.ts), so their figures read side by side. Plain JavaScript without
 * k6 imports: both runtimes load it.
 */

/**
 * @typedef {{ page: string, requests: number, rps: number, avgMs?: number, p95Ms?: number,
 *   p99Ms?: number, maxMs?: number, failedRate: number, completeRate: number }} TResultRow
 */

export const resultTableHeader =
  'page      requests   req/s     avg ms   p95 ms   p99 ms   max ms   non-200 complete  p95 aim';

/** @param {number | undefined} value @param {number} [digits] */
export const fixed = (value, digits = 1) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/** One page's line, with whether its p95 met the aim. @param {TResultRow} row @param {number} aimP95Ms */
export function resultLine(row, aimP95Ms) {
  return [
    row.page.padEnd(8),
    String(row.requests).padStart(8),
    fixed(row.rps).padStart(8),
    fixed(row.avgMs).padStart(10),
    fixed(row.p95Ms).padStart(8),
    fixed(row.p99Ms).padStart(8),
    fixed(row.maxMs).padStart(8),
    `${fixed(row.failedRate * 100)}%`.padStart(7),
    `${fixed(row.completeRate * 100)}%`.padStart(8),
    `  ${(row.p95Ms ?? Infinity) < aimP95Ms ? 'met' : 'missed'} (< ${aimP95Ms} ms)`,
  ].join(' ');
}
