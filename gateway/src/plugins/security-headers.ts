import { randomBytes } from 'node:crypto';
import { cspNonceHeader } from '@matchwire/kit/http/csp-nonce';
import { sandboxedFilePolicy } from '@matchwire/kit/http/serve-endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { framedWidgetPages } from '../routes/widget-routes.ts';
import {
  buildContentSecurityPolicy,
  embeddablePages,
  frameAncestorsFor,
  type TFramingRule,
} from './content-security-policy.ts';
import { requestKind, type TRequestKind } from './request-kind.ts';
import { routedPath } from './routed-path.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's Content-Security-Policy nonce (fresh for each request). */
    cspNonce: string;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/**
 * A fresh 128-bit nonce, base64. Drawn from 256 nonces' worth of random bytes fetched at once:
 * `randomBytes(16)` on every request was 3 % of the gateway's busy time in a profile (bench/README.md), and
 * each nonce is still used once and unpredictable.
 */
function freshNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** Browser features no page uses; a page that comes to need one (e.g. payment) lifts it here. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The security headers of every answer the public port gives (pages, assets, API answers, the
 * gateway's own errors), set here and nowhere else, but for the widget's framed page's
 * Content-Security-Policy, which its service sets (keepsServicePolicy). Widget answers get no
 * Cross-Origin-Resource-Policy of the gateway's; the Cross-Origin-Opener-Policy they carry is
 * ignored by browsers in a frame. Each request gets a fresh nonce; page requests
 * carry it to the web server in `cspNonceHeader`, which the gateway alone sets (incoming copies
 * are removed). HSTS only when the request came over HTTPS, as the trusted ingress's
 * X-Forwarded-Proto or the socket says (`request.protocol`).
 */
export function setSecurityHeaders(
  app: FastifyInstance,
  options: { imageSources: readonly string[]; embeddable?: readonly TFramingRule[] },
): void {
  const embeddable = options.embeddable ?? embeddablePages;
  const keptPagePolicies: TKeptPagePolicies = new WeakMap();
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    delete request.headers[cspNonceHeader];
    request.cspNonce = freshNonce();
    if (kindOf(request.url) === 'page') request.headers[cspNonceHeader] = request.cspNonce;
  });
  app.addHook('onSend', async (request, reply) => {
    const kind = kindOf(request.url);
    // An SVG (an attachment, an asset) opened on its own can never run script in the site's origin.
    const isSvg = String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml');
    if (!keepsServicePolicy(request, reply, kind))
      reply.header(
        'content-security-policy',
        isSvg ? sandboxedFilePolicy : policyFor(request, options.imageSources, embeddable, keptPagePolicies),
      );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    // Pages and API answers are for this site only. Assets are left readable from other sites:
    // e-mails and partners' pages may show our images; the data API is called from customers' pages.
    // The widget's answers are read by customers' pages too: they carry only what the service says
    // (`cross-origin` on fence images, for pages that require it).
    if (kind === 'asset' || kind === 'data-api') reply.removeHeader('cross-origin-resource-policy');
    else if (kind !== 'widget') reply.header('cross-origin-resource-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    else reply.removeHeader('strict-transport-security');
  });
}

/**
 * The widget's framed page (`/widget/v1/frame`, widget-routes.ts) keeps the policy its service set:
 * its `frame-ancestors` are the access key's whitelisted domains, which only the service knows.
 * Without one (a refusal in JSON) the gateway's own applies, framable by this site only.
 */
function keepsServicePolicy(request: FastifyRequest, reply: FastifyReply, kind: TRequestKind): boolean {
  if (kind !== 'widget' || !reply.hasHeader('content-security-policy')) return false;
  const path = routedPath(request.url);
  return path !== undefined && framedWidgetPages.includes(path);
}

/** A kept page's policies by its hashes (the same object for every hit of one entry), then by framing. */
type TKeptPagePolicies = WeakMap<NonNullable<FastifyRequest['pageHashes']>, Map<string, string>>;

function policyFor(
  request: FastifyRequest,
  imageSources: readonly string[],
  embeddable: readonly TFramingRule[],
  keptPagePolicies: TKeptPagePolicies,
): string {
  const path = request.url.split('?', 1)[0]!;
  const frameAncestors = frameAncestorsFor(path, embeddable);
  const hashes = request.pageHashes;
  if (hashes) {
    // The same body always comes with the same policy (ADR 0022): built once per kept entry, not per hit.
    let byFraming = keptPagePolicies.get(hashes);
    if (!byFraming) keptPagePolicies.set(hashes, (byFraming = new Map()));
    const framing = frameAncestors.join(' ');
    let policy = byFraming.get(framing);
    if (policy === undefined) {
      policy = buildContentSecurityPolicy({ inline: { hashes }, imageSources, frameAncestors });
      byFraming.set(framing, policy);
    }
    return policy;
  }
  // A request refused before onRequest ran (e.g. an unparseable one) still gets a nonce of its own.
  const nonce = request.cspNonce || freshNonce();
  return buildContentSecurityPolicy({ inline: { nonce }, imageSources, frameAncestors });
}

/** As the rate limits see it; a target no URL parser reads (refused later) counts as a page. */
function kindOf(url: string): TRequestKind {
  try {
    return requestKind(url);
  } catch {
    return 'page';
  }
}
