import { passIf, type TCheckResult, type TProbeTarget } from './probe-target.ts';

/** Headers every answer carries, page or API, whatever the gateway's plugin sets them to. */
const alwaysExpected: Record<string, RegExp> = {
  'x-content-type-options': /^nosniff$/i,
  'referrer-policy': /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/i,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/i,
};

/** The home page's policy: scripts only by nonce, no framing by others, no plugins; HSTS over HTTPS. */
export async function checkSecurityHeaders(target: TProbeTarget): Promise<TCheckResult[]> {
  const [first, second] = await Promise.all([openHome(target), openHome(target)]);
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

async function openHome(target: TProbeTarget): Promise<{ headers: Headers; html: string }> {
  const response = await fetch(new URL('/', target.baseUrl), { headers: { accept: 'text/html' } });
  return { headers: response.headers, html: await response.text() };
}

/** A directive's sources, e.g. `'self' 'nonce-…'`, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string | undefined {
  for (const part of policy.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName === name) return sources.join(' ');
  }
  return undefined;
}
