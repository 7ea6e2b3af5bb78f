/**
 * The JavaScript each benchmarked page ships, gzip-compressed (node:zlib, level 9).
 *
 * For every page: fetch the server-rendered HTML, collect each same-origin `<script src>`,
 * `<link rel="modulepreload" href>` and the modules an inline module script imports or preloads
 * (React Router's route modules, which the hydration imports dynamically once the page is painted:
 * web/app/lib/routing/paint-first-scripts.tsx), then follow the static imports of those chunks (a chunk the browser
 * loads without a preload hint still counts; it is listed as "not preloaded"). Every file is
 * downloaded once. Dynamic `import()`s are not followed: they load on demand.
 *
 * Run: `npx tsx bench/page-weight.ts` (BENCH_URL, default http://localhost:3000; `--json` for JSON).
 */
import { gzipSync } from 'node:zlib';
import { BENCH_PAGES, benchBaseUrl } from './pages.ts';

/** The aim for the home and product pages (issue "Public site", Performance). */
const AIM_KB = 130;
const AIM_PAGES = new Set(['home', 'product']);

interface Chunk {
  url: string;
  raw: number;
  gzip: number;
  preloaded: boolean;
}

interface PageWeight {
  page: string;
  path: string;
  status: number;
  chunks: Chunk[];
  totalRaw: number;
  totalGzip: number;
  inlineScriptGzip: number;
  aimKb: number | null;
}

const base = benchBaseUrl();
const files = new Map<string, Promise<string>>();
const out = (line = '') => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Downloads a file once per run. */
function download(url: string): Promise<string> {
  let text = files.get(url);
  if (!text) {
    text = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    files.set(url, text);
  }
  return text;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** Same-origin absolute URL, or undefined for another origin. */
function sameOrigin(specifier: string, from: string): string | undefined {
  const url = new URL(specifier, from);
  return url.origin === base.origin ? url.href : undefined;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of a module. */
function staticImports(code: string): string[] {
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** What an inline module script loads to hydrate: its static imports, its `import("…")`s and its preloads' paths. */
function hydrationImports(code: string): string[] {
  const dynamic = [...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]!);
  const preloadList = /for \(const href of (\[[^\]]*\])\)/.exec(code)?.[1];
  const preloaded = preloadList ? (JSON.parse(preloadList) as string[]) : [];
  return [...staticImports(code), ...dynamic, ...preloaded];
}

async function weighPage(page: (typeof BENCH_PAGES)[number]): Promise<PageWeight> {
  const pageUrl = new URL(page.path, base).href;
  const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  const html = await response.text();

  const entries = new Set<string>();
  const add = (specifier: string | undefined) => {
    const url = specifier && sameOrigin(specifier, pageUrl);
    if (url) entries.add(url);
  };
  let inlineScripts = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const src = attribute(attributes, 'src');
    if (src) add(src);
    else {
      inlineScripts += body;
      if (attribute(attributes, 'type') === 'module') hydrationImports(body).forEach(add);
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(match[0], 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('modulepreload')) add(attribute(match[0], 'href'));
  }

  // Follow static imports: what the browser fetches before the page's scripts can run.
  const preloaded = new Set(entries);
  const seen = new Set<string>();
  const queue = [...entries];
  const chunks: Chunk[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await download(url);
    chunks.push({ url, raw: Buffer.byteLength(code), gzip: gzipSize(code), preloaded: preloaded.has(url) });
    for (const specifier of staticImports(code)) {
      const next = sameOrigin(specifier, url);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  chunks.sort((a, b) => b.gzip - a.gzip);

  return {
    page: page.name,
    path: page.path,
    status: response.status,
    chunks,
    totalRaw: chunks.reduce((sum, chunk) => sum + chunk.raw, 0),
    totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    inlineScriptGzip: inlineScripts ? gzipSize(inlineScripts) : 0,
    aimKb: AIM_PAGES.has(page.name) ? AIM_KB : null,
  };
}

const results: PageWeight[] = [];
for (const page of BENCH_PAGES) results.push(await weighPage(page));

if (process.argv.includes('--json')) {
  out(JSON.stringify(results, null, 2));
} else {
  out(`JavaScript shipped per page, gzip level 9 (${base.origin})`);
  out();
  for (const result of results) {
    const verdict =
      result.aimKb === null ? '' : result.totalGzip <= result.aimKb * 1024 ? '  within aim' : '  OVER aim';
    out(
      `${result.page.padEnd(8)} ${result.path}  HTTP ${result.status}  ${result.chunks.length} files  ` +
        `${kb(result.totalRaw)} KB raw  ${kb(result.totalGzip)} KB gzip` +
        (result.aimKb === null ? '' : ` (aim < ${result.aimKb} KB)${verdict}`),
    );
    if (result.status !== 200) out(`         ! HTTP ${result.status}: these are the scripts of the error page`);
    out(`         + inline scripts in the HTML: ${kb(result.inlineScriptGzip)} KB gzip`);
    for (const chunk of result.chunks.slice(0, 5)) {
      const name = new URL(chunk.url).pathname;
      out(`         ${kb(chunk.gzip).padStart(6)} KB  ${name}${chunk.preloaded ? '' : '  (not preloaded)'}`);
    }
    out();
  }
}
