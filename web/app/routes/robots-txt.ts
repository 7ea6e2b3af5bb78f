import type { Route } from './+types/robots-txt';
import { getRequestOrigin } from '~/lib/seo/seo';

/** Console, account and checkout pages are personal; everything else may be crawled. */
const DISALLOWED = ['/user/', '/auth/', '/setting/', '/purchase', '/subscribe', '/ticket/', '/dev/', '/api/'];

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${getRequestOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
