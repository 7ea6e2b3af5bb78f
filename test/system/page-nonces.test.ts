import { describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail } from '../support/browser-session.ts';
import { newVisitor, openPage } from '../support/gateway-client.ts';

/**
 * Every page the web server renders through the gateway puts the nonce of the answer's
 * Content-Security-Policy on each inline script, script, modulepreload and style element it
 * writes (React Router's hydration data and streamed loader data, React's own scripts, the app's
 * public env), so the browser runs them under a policy without 'unsafe-inline'.
 */

const FORGED_NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

function policyNonce(response: Response): string | undefined {
  return /script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

/** The opening tags that need the nonce and miss it (scripts, modulepreloads, style elements). */
function tagsWithoutNonce(html: string, nonce: string): string[] {
  const tags = html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>|<style\b[^>]*>/g) ?? [];
  return tags.filter((tag) => !tag.includes(` nonce="${nonce}"`));
}

async function checkPage(url: string, headers: Record<string, string>): Promise<{ nonce: string; problems: string[] }> {
  const response = await openPage(url, { ...newVisitor(), ...headers });
  const html = await response.text();
  const nonce = policyNonce(response) ?? '';
  const inlineScripts = html.match(/<script\b[^>]*>(?!<\/script>)/g) ?? [];
  const problems = [
    ...(nonce ? [] : [`${url}: no nonce in the policy`]),
    ...(inlineScripts.length > 0 ? [] : [`${url}: no inline script rendered`]),
    ...tagsWithoutNonce(html, nonce).map((tag) => `${url}: ${tag.slice(0, 120)}`),
  ];
  return { nonce, problems };
}

/** One page of each kind (the browser test, web/tests/e2e/content-security-policy, opens them all). */
const PAGES = [
  { url: '/', requiresLogin: false },
  { url: '/products/detail/football-api-product-82.html', requiresLogin: false },
  { url: '/docs?id=105', requiresLogin: false },
  { url: '/faq/article/1', requiresLogin: false },
  { url: '/blog/article-20-101.html', requiresLogin: false },
  { url: '/auth/login', requiresLogin: false },
  { url: '/this-page-does-not-exist', requiresLogin: false },
  { url: '/user/accountSettings', requiresLogin: true },
  { url: '/user/profile', requiresLogin: true },
];

describe('nonces on the scripts of rendered pages', () => {
  it('puts the policy’s nonce on every script of a page, in en and vi, signed in for the console', async () => {
    const session = await registerAndActivate(uniqueEmail('nonces'), newVisitor());
    const problems: string[] = [];
    const nonces: string[] = [];
    for (const lang of ['en', 'vi']) {
      for (const page of PAGES) {
        const headers: Record<string, string> = page.requiresLogin ? { cookie: session.cookieHeader() } : {};
        const checked = await checkPage(`${page.url}${page.url.includes('?') ? '&' : '?'}lang=${lang}`, headers);
        problems.push(...checked.problems);
        nonces.push(checked.nonce);
      }
    }
    expect(problems).toEqual([]);
    // Each page view had a nonce of its own.
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('never uses a nonce the client sent', async () => {
    const { nonce, problems } = await checkPage('/?lang=en', { 'x-mw-csp-nonce': FORGED_NONCE });
    expect(problems).toEqual([]);
    expect(nonce).not.toBe(FORGED_NONCE);
    const forged = await openPage('/faq?lang=vi', { ...newVisitor(), 'x-mw-csp-nonce': FORGED_NONCE });
    expect(await forged.text()).not.toContain(FORGED_NONCE);
  });
});
