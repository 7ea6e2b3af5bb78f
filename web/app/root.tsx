import '@fontsource-variable/inter';
// Thai glyphs for the Thai-site link; unicode-range means it loads only when Thai text is shown.
import '@fontsource-variable/noto-sans-thai';
import './styles/tokens.css';
import './styles/base.css';
import { dehydrate, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { getProductListQueryOptions, SPORT_TYPE } from '~/features/catalogue/api/get-product-list';
import { getPartnerLinksQueryOptions } from '~/features/marketing/api/partner-links';
import { getSystemConfigQueryOptions } from '~/features/settings/api/get-system-config';
import { createTranslator, DEFAULT_LANG, I18nProvider, registerMessages, useT } from '~/i18n';
import { getMessages } from '~/i18n/catalogues.server';
import { rememberLangQuery, resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api-client.server';
import { getPublicEnv } from '~/lib/env.server';
import { createQueryClient } from '~/lib/query-client';
import { useRootData, type TRootData } from '~/lib/root-data';
import { getRequestOrigin } from '~/lib/seo';
import { installChunkReload, isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload';
import { getSessionUser } from '~/lib/session.server';
import { ErrorPage } from '~/components/layout/error-page';
import { ProgressBar } from '~/components/feedback/progress-bar';
import { ToastProvider } from '~/components/feedback/toast';
import { getFooterArticlesQueryOptions } from '~/features/blog/api/blog';
import { ErrorPageGuard } from '~/components/layout/error-page-guard';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const queryClient = createQueryClient();
  // Navigation data for every page; a failed call leaves its query out of the cache
  // and the menus render empty instead of failing the page.
  const lang = resolveLang(request);
  const [user] = await Promise.all([
    getSessionUser(request, api),
    queryClient.prefetchQuery(getProductListQueryOptions(SPORT_TYPE.football, api)),
    queryClient.prefetchQuery(getProductListQueryOptions(SPORT_TYPE.basketball, api)),
    queryClient.prefetchQuery(getSystemConfigQueryOptions(api)),
    // Footer partner links are in the server HTML, for visitors and crawlers alike.
    queryClient.prefetchQuery(getPartnerLinksQueryOptions(api)),
    // The footer's 3 latest articles (SPEC §7: loaded at start-up on the server).
    queryClient.prefetchQuery(getFooterArticlesQueryOptions(lang, api)),
  ]);
  const rootData: TRootData = {
    lang,
    messages: getMessages(lang),
    env: getPublicEnv(),
    year: new Date().getFullYear(),
    origin: getRequestOrigin(request),
    user,
    dehydratedState: dehydrate(queryClient),
  };
  return data(rootData, { headers: rememberLangQuery(request) });
}

// Query parameters the root data depends on; paging or searching within a page leaves it as it is.
const ROOT_QUERY_PARAMS = ['lang', '_userId', '_adminAccessToken'];

/**
 * Framework mode re-runs every active loader on each navigation. The root data (menus, user,
 * catalogue) changes only with an action, an explicit revalidation (log in, log out), a reload of
 * the same address or a new language/impersonation query; other navigations keep it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const isAction = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  if (isAction || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const hasRootQueryChanged = ROOT_QUERY_PARAMS.some(
    (name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name),
  );
  return defaultShouldRevalidate && hasRootQueryChanged;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? DEFAULT_LANG;
  // The browser's only catalogue arrives with the root data; it must be in place before anything translates.
  if (data) registerMessages(data.lang, data.messages);
  const i18n = useMemo(() => ({ lang, t: createTranslator(lang) }), [lang]);
  // Public configuration for the browser-side API client (epic-stack's window.ENV).
  const envScript = data ? `window.ENV=${JSON.stringify(data.env).replace(/</g, '\\u003c')}` : '';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1733" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider value={i18n}>{children}</I18nProvider>
        <ScrollRestoration />
        {envScript ? <script dangerouslySetInnerHTML={{ __html: envScript }} /> : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  // Marks the end of hydration, for end-to-end tests that interact with the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return installChunkReload();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={loaderData.dehydratedState}>
        <ToastProvider>
          <ProgressBar />
          <Outlet />
        </ToastProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const t = createTranslator(loaderData?.lang ?? DEFAULT_LANG);
  return [{ title: t('meta.error.title') }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  // SPEC 8: a route chunk that failed to load (e.g. after a deploy) reloads the page, at most once a minute.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  if (!isNotFound && import.meta.env.DEV) console.error(error);
  return (
    <ErrorPageGuard fallbackText={t('error.pageFailed')}>
      <ErrorPage kind={isNotFound ? 'not-found' : 'error'} />
    </ErrorPageGuard>
  );
}
