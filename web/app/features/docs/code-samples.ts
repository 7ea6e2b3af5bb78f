/**
 * The copyable calls of a reference page (curl, JavaScript fetch, Python requests) and the address
 * the try-it panel calls. Values are the query's as typed: URL-encoded in the address, and quoted
 * for the shell or as string literals, so any key or value pastes and runs as it was meant.
 */

/** What a visitor sees until their own key is filled in. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The data API's interfaces below its host (`https://api.matchwire.io/v1/football/matches`). */
export const DATA_API_PREFIX = '/v1';

export type TCall = {
  /** The data API's address, without a trailing slash: `https://api.matchwire.io/v1`. */
  base: string;
  /** The interface below it: `football/matches`. */
  path: string;
  key: string;
  /** The query besides the key, in the page's order; empty values are left out. */
  params: ReadonlyArray<readonly [string, string]>;
};

export type TSampleLanguage = 'curl' | 'javascript' | 'python';
export const sampleLanguages: readonly TSampleLanguage[] = ['curl', 'javascript', 'python'];

/**
 * The interface's path below the data API's address, from the documented URL
 * (`https://api.matchwire.io/v1/football/matches` → `football/matches`); null for another address.
 */
export function interfacePathOf(documentedUrl: string | null): string | null {
  if (!documentedUrl) return null;
  try {
    const { pathname } = new URL(documentedUrl);
    if (!pathname.startsWith(`${DATA_API_PREFIX}/`)) return null;
    return pathname.slice(DATA_API_PREFIX.length + 1).replace(/\/+$/, '') || null;
  } catch {
    return null;
  }
}

/** A query string as its pairs, in order (`date=2025-11-24&competitionId=39`). */
export function exampleParams(query: string | null): Array<[string, string]> {
  return [...new URLSearchParams(query ?? '').entries()];
}

function filledParams(call: TCall): Array<readonly [string, string]> {
  return call.params.filter(([, value]) => value.trim() !== '');
}

/** The full address of the call, the key first: every name and value percent-encoded. */
export function callUrl(call: TCall): string {
  const query = [['key', call.key] as const, ...filledParams(call)]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${call.base}/${call.path}?${query}`;
}

/** POSIX shell single quotes: everything literal, a quote itself closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A double-quoted string literal valid in both JavaScript and Python (JSON's escapes are both's). */
function stringLiteral(text: string): string {
  return JSON.stringify(text);
}

export function buildCurl(call: TCall): string {
  return `curl -sS ${shellQuote(callUrl(call))}`;
}

export function buildFetch(call: TCall): string {
  const entries = [['key', call.key] as const, ...filledParams(call)];
  return [
    `const url = new URL(${stringLiteral(`${call.base}/${call.path}`)});`,
    'url.search = new URLSearchParams({',
    ...entries.map(([name, value]) => `  ${stringLiteral(name)}: ${stringLiteral(value)},`),
    '}).toString();',
    '',
    'const response = await fetch(url);',
    'console.log(response.status, response.headers.get("RateLimit-Remaining"));',
    'console.log(await response.json());',
  ].join('\n');
}

export function buildPython(call: TCall): string {
  const entries = [['key', call.key] as const, ...filledParams(call)];
  return [
    'import requests',
    '',
    'response = requests.get(',
    `    ${stringLiteral(`${call.base}/${call.path}`)},`,
    '    params={',
    ...entries.map(([name, value]) => `        ${stringLiteral(name)}: ${stringLiteral(value)},`),
    '    },',
    '    timeout=10,',
    ')',
    'print(response.status_code, response.headers.get("RateLimit-Remaining"))',
    'print(response.json())',
  ].join('\n');
}

export function buildSample(language: TSampleLanguage, call: TCall): string {
  if (language === 'javascript') return buildFetch(call);
  if (language === 'python') return buildPython(call);
  return buildCurl(call);
}
