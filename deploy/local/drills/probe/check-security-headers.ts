import { createHash } from 'node:crypto';
import { passIf, type TCheckResult, type TProbeTarget } from './probe-target.ts';

/** Headers every answer carries, page or API, whatever the gateway's plugin sets them to. */
const alwaysExpected: Record<string, RegExp> = {
  'x-content-type-options': /^nosniff$/i,
  'referrer-policy': /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/i,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/i,
};

/**
 * A page's policy: scripts only by a fresh nonce on a page rendered per request (the login page,
 * never kept), only by nonce or by hash on the home page (which the page cache may keep: docs/
 * decisions/0022), no framing by others, no plugins; HSTS over HTTPS.
 */
export async function checkSecurityHeaders(target: TProbeTarget): Promise<TCheckResult[]> {
  const [first, second, home] = await Promise.all([
    openPage(target, '/auth/login'),
    openPage(target, '/auth/login'),
    openPage(target, '/'),
  ]);
  const api = await fetch(new URL('/api/setting/getSystemConfig', target.baseUrl));
  const policy = first.headers.get('content-security-policy') ?? '';
  const scriptSources = directive(policy, 'script-src') ?? directive(policy, 'default-src') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
  const secondNonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
  const inlineScripts = [...first.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/gi)].map((match) => match[1] ?? '');
  const isHttps = new URL(target.baseUrl).protocol === 'https:';

  return [
    passIf(
      'page: CSP scripts by nonce only',
      nonce !== undefined && !/'unsafe-(inline|eval)'/.test(scriptSources),
      policy,
    ),
    passIf(
      'page: a fresh nonce per request',
      nonce !== undefined && nonce !== secondNonce,
      `${nonce} / ${secondNonce}`,
    ),
    passIf(
      'page: every inline script carries the nonce',
      nonce !== undefined && inlineScripts.every((attributes) => attributes.includes(`nonce="${nonce}"`)),
      `${inlineScripts.length} inline scripts`,
    ),
    passIf(
      'home page: every inline script allowed by nonce or hash only',
      everyInlineScriptAllowed(home),
      home.headers.get('content-security-policy') ?? 'absent',
    ),
    passIf("page: frame-ancestors 'self'", directive(policy, 'frame-ancestors') === "'self'", policy),
    passIf("page: object-src 'none'", directive(policy, 'object-src') === "'none'", policy),
    passIf(
      isHttps ? 'page: Strict-Transport-Security over HTTPS' : 'page: no Strict-Transport-Security over HTTP',
      isHttps === /max-age=\d{7,}/.test(first.headers.get('strict-transport-security') ?? ''),
      first.headers.get('strict-transport-security') ?? 'absent',
    ),
    ...Object.entries(alwaysExpected).flatMap(([name, expected]) => [
      passIf(`page: ${name}`, expected.test(first.headers.get(name) ?? ''), first.headers.get(name) ?? 'absent'),
      passIf(`api: ${name}`, expected.test(api.headers.get(name) ?? ''), api.headers.get(name) ?? 'absent'),
    ]),
  ];
}

async function openPage(target: TProbeTarget, path: string): Promise<{ headers: Headers; html: string }> {
  const response = await fetch(new URL(path, target.baseUrl), { headers: { accept: 'text/html' } });
  return { headers: response.headers, html: await response.text() };
}

/** No 'unsafe-*', and each inline script carries the policy's nonce or has its hash listed. */
function everyInlineScriptAllowed(page: { headers: Headers; html: string }): boolean {
  const policy = page.headers.get('content-security-policy') ?? '';
  const sources = directive(policy, 'script-src') ?? '';
  if (sources === '' || /'unsafe-(inline|eval)'/.test(sources)) return false;
  const nonce = /'nonce-([^']+)'/.exec(sources)?.[1];
  const scripts = [...page.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)];
  return (
    scripts.length > 0 &&
    scripts.every(([, attributes = '', text = '']) =>
      nonce !== undefined
        ? attributes.includes(`nonce="${nonce}"`)
        : sources.includes(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`),
    )
  );
}

/** A directive's sources, e.g. `'self' 'nonce-…'`, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string | undefined {
  for (const part of policy.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName === name) return sources.join(' ');
  }
  return undefined;
}
