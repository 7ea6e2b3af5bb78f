import '~/lib/zod-config';
import '@fontsource-variable/inter';
import interLatinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
// Thai glyphs for the Thai-site link; unicode-range means it loads only when Thai text is shown.
import '@fontsource-variable/noto-sans-thai';
import './styles/tokens.css';
import './styles/base.css';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ALL_CHILD_TYPES, FOOTER_ARTICLE_COUNT, FooterArticles } from '~/features/blog';
import { getBlogList } from '~/features/blog/api/blog';
import { ProductMenu, SPORT_TYPE } from '~/features/catalogue';
import { getProductList } from '~/features/catalogue/api/get-product-list';
import { reportLinkClick } from '~/features/marketing';
import { openNewTicket, TicketPopup, UnreadBadge } from '~/features/tickets';
import { getPartnerLinks } from '~/features/marketing/api/partner-links';
import { getSystemConfig } from '~/features/settings/api/get-system-config';
import { parseMessagingList } from '~/features/settings/utils/messaging-contacts';
import { createTranslator, DEFAULT_LANG, I18nProvider, useT } from '~/i18n';
import { loadMessages } from '~/i18n/load-messages.client';
import { rememberLangQuery, resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { getPublicEnv } from '~/lib/env/env.server';
import { useRootData, type TRootData } from '~/root-data';
import { getRequestOrigin } from '~/lib/seo/seo';
import { installChunkReload, isChunkLoadError, reloadForChunkError } from '~/lib/routing/chunk-reload';
import { PaintFirstScripts } from '~/lib/routing/paint-first-scripts';
import { useRouteFocus } from '~/lib/a11y/use-route-focus';
import { getSessionUser } from '~/lib/session/session.server';
import { useCspNonce } from '~/lib/env/csp-nonce';
import { ErrorPage } from '~/components/layout/error-page';
import { ProgressBar } from '~/components/feedback/progress-bar';
import { ToastProvider } from '~/components/feedback/toast';
import { ErrorPageGuard } from '~/components/layout/error-page-guard';
import { ShellPartsProvider, type TShellParts } from '~/components/layout/shell-parts';

/**
 * Inter's Latin file (every page's text, in both languages) is fetched with the document instead of
 * once the stylesheet has been read and laid out: the first paint uses it, so text does not shift
 * when it arrives (Lighthouse, bench/README.md). The other subsets load as the text needs them.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The features' pieces of the site shell, handed in here because the shell imports no feature. */
const SHELL_PARTS: TShellParts = {
  ProductMenu,
  FooterArticles,
  reportLinkClick,
  TicketPopup,
  openNewTicket,
  UnreadBadge,
};

/** A shell part whose call failed renders empty instead of failing the page. */
function orEmpty<T>(promise: Promise<T>, empty: T): Promise<T> {
  return promise.catch(() => empty);
}

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const lang = resolveLang(request);
  const footerQuery = { childTypeId: ALL_CHILD_TYPES, page: 1, pageSize: FOOTER_ARTICLE_COUNT };
  const [user, football, basketball, systemConfig, partnerLinks, footerArticles] = await Promise.all([
    getSessionUser(request, api),
    orEmpty(getProductList(api, SPORT_TYPE.football), []),
    orEmpty(getProductList(api, SPORT_TYPE.basketball), []),
    orEmpty(getSystemConfig(api, lang), {}),
    // Footer partner links are in the server HTML, for visitors and crawlers alike.
    orEmpty(getPartnerLinks(api, lang), []),
    // The footer's 3 latest articles (SPEC 7: loaded at start-up on the server).
    orEmpty(
      getBlogList(api, footerQuery, lang).then((page) => page.list),
      [],
    ),
  ]);
  const rootData: TRootData = {
    lang,
    env: getPublicEnv(),
    year: new Date().getFullYear(),
    origin: getRequestOrigin(request),
    user,
    nav: {
      football,
      basketball,
      systemConfig,
      partnerLinks,
      footerArticles,
      messagingContacts: parseMessagingList(systemConfig.messagingList),
    },
  };
  return data(rootData, { headers: rememberLangQuery(request) });
}

/**
 * The browser loads the page's catalogue before hydrating (entry.client.tsx); should a later
 * navigation bring root data in another language, its catalogue is loaded before that page renders.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await loadMessages(rootData.lang);
  return rootData;
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
  const i18n = useMemo(() => ({ lang, t: createTranslator(lang) }), [lang]);
  const nonce = useCspNonce();
  // Public configuration for the browser-side API client (epic-stack's window.ENV).
  const envScript = data ? `window.ENV=${JSON.stringify(data.env).replace(/</g, '\\u003c')}` : '';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1733" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <I18nProvider value={i18n}>
          <ShellPartsProvider value={SHELL_PARTS}>{children}</ShellPartsProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        {envScript ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: envScript }} /> : null}
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRouteFocus();
  // Marks the end of hydration, for end-to-end tests that interact with the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return installChunkReload();
  }, []);
  return (
    <ToastProvider>
      <ProgressBar />
      <Outlet />
    </ToastProvider>
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
