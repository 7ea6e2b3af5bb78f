import { widgetPrefixes } from '../routes/widget-routes.ts';
import { isApiPath, isDataApiPath, routedPath } from './routed-path.ts';

/**
 * What a request through the gateway is, for the visitor's rate budget:
 * - `api`: `/api/*`, answered by a service or the gateway's cache;
 * - `page`: anything else the web server answers — a rendered page, a client navigation's
 *   `.data`, a form action, sitemap.xml, robots.txt, a 404 page;
 * - `data-api`: `/v1/*`, a customer's API client calling the data API with its key; the data API
 *   limits each key itself (frequency and daily quotas), so it spends no visitor's budget;
 * - `widget`: the embeddable live-animation widget's calls (`widget` access in packages/contracts:
 *   `/widget/…`, `/animAPI/…`, `/bskAnimAPI/…`) from customers' pages on any origin, believed by
 *   access key and origin, never signed; they spend a budget of their own per client address
 *   (rate-limits.ts), apart from the visitor's site budget;
 * - `asset`: a static file of the web build (`/assets/*`, hashed by Vite; `favicon.svg`, fonts,
 *   images). Served from disk without rendering, so it is not counted.
 *
 * Health, readiness and metrics are not here: they are served on the operational port, which has
 * no rate limit (the public port answers them 404 before counting, guard-public-paths.ts).
 *
 * A path that only looks like an asset but is no file still renders the 404 page; the gateway then
 * does not mark it as a counted page view, so that page's own API calls are counted instead
 * (`pageViewCountedHeader`).
 */
export type TRequestKind = 'api' | 'data-api' | 'widget' | 'page' | 'asset';

const assetExtension = /\.(?:js|mjs|css|map|woff2?|ttf|otf|eot|ico|svg|png|jpe?g|gif|webp|avif|webmanifest)$/i;

export function requestKind(url: string): TRequestKind {
  // As the router decides (`/ap%69/…` is an API call); ambiguous spellings never get this far.
  if (isApiPath(url)) return 'api';
  if (isDataApiPath(url)) return 'data-api';
  // Before assets: the widget's script is `/widget/v1/animation.js`.
  if (isWidgetPath(url)) return 'widget';
  const path = url.split('?', 1)[0]!;
  // The web server receives the raw path and renders its resolved form (`/assets/../pricing` is
  // the pricing page), so only a path already in that form can be an asset.
  if (new URL(path, 'http://gateway.invalid').pathname !== path) return 'page';
  if (path.startsWith('/assets/') || assetExtension.test(path)) return 'asset';
  return 'page';
}

/** Whether the router sends this request to a widget prefix (widget-routes.ts), as it decodes the path. */
export function isWidgetPath(url: string): boolean {
  const path = routedPath(url);
  return path !== undefined && widgetPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
