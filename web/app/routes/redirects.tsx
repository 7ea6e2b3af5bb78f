import { redirect } from 'react-router';
import type { Route } from './+types/redirects';
import { HTML_ALIASES, ID_LESS_ROUTES, PRODUCT_SHORTCUTS } from '~/features/site-pages/public-paths';

/**
 * `.html` aliases and product shortcuts: a permanent redirect; an id-less detail route: a temporary
 * one to its list. Both keep the query (e.g. ?lang=).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const idLessTarget = ID_LESS_ROUTES[path];
  if (idLessTarget) return redirect(`${idLessTarget}${url.search}`, 302);
  const target = HTML_ALIASES[path] ?? PRODUCT_SHORTCUTS[path] ?? '/';
  return redirect(`${target}${url.search}`, 301);
}
