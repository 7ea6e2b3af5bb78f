import { redirect } from 'react-router';
import type { Route } from './+types/redirects';
import { HTML_ALIASES, PRODUCT_SHORTCUTS } from '~/features/site-pages/public-paths';

/** `.html` aliases and product shortcuts: a permanent redirect that keeps the query (e.g. ?lang=). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = HTML_ALIASES[url.pathname] ?? PRODUCT_SHORTCUTS[url.pathname] ?? '/';
  return redirect(`${target}${url.search}`, 301);
}
