/**
 * Where an answer may be framed. Pages meant to be embedded in other sites by a fixed list of
 * origins each add a rule here naming them; everything else may be framed by this site only
 * (`frame-ancestors 'self'`). The live-animation widget's frame needs none: its ancestors are each
 * customer's whitelist, so its service sets that page's policy (security-headers.ts keeps it).
 */
export type TFramingRule = {
  /** Whether the rule applies to a request path (without the query). */
  matches(path: string): boolean;
  /** CSP sources for `frame-ancestors`, e.g. `['https://partner.example']`. */
  frameAncestors: string[];
};

/** Embeddable pages and where each may be framed. None yet. */
export const embeddablePages: readonly TFramingRule[] = [];

export function frameAncestorsFor(path: string, rules: readonly TFramingRule[]): string[] {
  return rules.find((rule) => rule.matches(path))?.frameAncestors ?? ["'self'"];
}

/**
 * The Content-Security-Policy of every answer, built around a per-request nonce (or, on a cached
 * page, the hashes of the very inline scripts and styles it carries: docs/decisions/0022):
 * - scripts: this origin's files (the build's modules and modulepreloads) and inline scripts that
 *   carry the nonce (React Router's hydration data and streaming, the public env); never inline
 *   scripts without it, `eval` or event-handler attributes;
 * - styles: this origin's stylesheets and `<style>` elements with the nonce (React's own). Style
 *   *attributes* stay allowed (`style-src-attr 'unsafe-inline'`): React renders inline sizes into
 *   the server HTML (skeletons, code blocks' height), and the dev mailbox shows e-mails, whose
 *   markup is inline-styled, in a srcdoc frame that inherits this policy. An attribute can only
 *   style, never run code;
 * - images: this origin plus `imageSources` (where content images are hosted, CSP_IMAGE_SOURCES);
 *   fonts, fetches and frames: this origin only (fonts are bundled, the API is same-origin, the
 *   only frame is the mailbox's srcdoc).
 */
export function buildContentSecurityPolicy(options: {
  /** A per-request nonce, or — for a page the page cache keeps (routes/page-cache.ts) — its inline elements' hashes. */
  inline: { nonce: string } | { hashes: { scripts: readonly string[]; styles: readonly string[] } };
  imageSources: readonly string[];
  frameAncestors: readonly string[];
}): string {
  const { inline } = options;
  const [scripts, styles] =
    'nonce' in inline
      ? [[`'nonce-${inline.nonce}'`], [`'nonce-${inline.nonce}'`]]
      : [inline.hashes.scripts, inline.hashes.styles];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", ...styles],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', ...options.imageSources],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...options.frameAncestors],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
