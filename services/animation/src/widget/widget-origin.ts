/**
 * Whether the embedding page's origin (`Origin`) is on the whitelist: its host is a whitelisted
 * domain or a subdomain of one, on any scheme and port (docs/contracts/animation.md).
 */
export function isWhitelistedOrigin(origin: string | undefined, domains: readonly string[]): boolean {
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    // `Origin: null` (a sandboxed frame, a file) names no site.
    return false;
  }
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The widget's frame may be framed by the whitelisted domains and their subdomains, on http and
 * https and any port (a source without one admits only the scheme's default port), and by this
 * site's own pages (`frame-ancestors` of its Content-Security-Policy).
 */
export function frameAncestorsOf(domains: readonly string[]): string {
  const sources = domains.flatMap((domain) => [
    `https://${domain}:*`,
    `https://*.${domain}:*`,
    `http://${domain}:*`,
    `http://*.${domain}:*`,
  ]);
  return ["'self'", ...sources].join(' ');
}
