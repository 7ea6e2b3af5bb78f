import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { data, Link, redirect, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/docs';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { resolveDocAddress } from '~/features/docs/api/doc-address';
import { CHANGE_LOG_SPORTS, changeLogsQuery, sportChangeLogsQuery } from '~/features/docs/api/get-change-logs';
import { docHierarchyQuery } from '~/features/docs/api/get-doc-hierarchy';
import { DEFAULT_DOCUMENT_ID, documentQuery, readDocumentId, type TDocument } from '~/features/docs/api/get-document';
import { DocTree } from '~/features/docs/components/doc-tree';
import { DocView } from '~/features/docs/components/doc-view';
import '~/features/docs/components/docs.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { ApiError } from '~/lib/api/api-error';
import { buildContentMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';
import { createQueryClient } from '~/lib/query/query-client';
import { htmlToText } from '~/lib/html/safe-html';
import { useDocsDirectory } from '~/routes/layouts/document';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor(['id']);

/**
 * Documents are `news_…`, numbers or references (`football.pre-match-odds`, docs/decisions/0007);
 * other prefixes (`c_`, `st_`, `log_`) address what a document shows.
 */
const isDocumentId = (id: string) => /^(news_[\w-]+|\d+|[a-z0-9-]+(\.[a-z0-9-]+)+)$/.test(id);

/** Unknown document (docs service 10004). */
const NOT_FOUND_CODE = 10004;

export async function loader({ request }: Route.LoaderArgs) {
  const api = createServerApiClient(request);
  const lang = resolveLang(request);
  const url = new URL(request.url);
  const id = readDocumentId(url.searchParams);
  const queryClient = createQueryClient();
  // SPEC 2: without the hierarchy the page cannot work, so it shows the error state; it is asked once.
  const hierarchyOptions = { ...docHierarchyQuery.options(api, { query: { lang } }), retry: false };
  if (!isDocumentId(id)) {
    // A category, a sport's change logs or one change log (SPEC 9 prefixes): the page that shows it.
    const hierarchy = await queryClient.fetchQuery(hierarchyOptions).catch(() => null);
    if (!hierarchy) throw data(null, { status: 503 });
    const address = resolveDocAddress(hierarchy.hierarchy, id);
    if (address) {
      url.searchParams.set('id', address.documentId);
      throw redirect(`/docs?${url.searchParams.toString()}${address.anchor ? `#${address.anchor}` : ''}`, 302);
    }
  }
  const [hierarchy, document] = await Promise.all([
    queryClient.fetchQuery(hierarchyOptions).catch(() => null),
    queryClient.fetchQuery(documentQuery.options(api, { body: { id, lang } })).catch((error: unknown) => error),
  ]);
  if (!hierarchy) throw data(null, { status: 503 });
  const isMissing = document instanceof ApiError && (document.resultCode === NOT_FOUND_CODE || document.status === 404);
  if (!(document instanceof Error)) {
    const shown = document as TDocument;
    await Promise.all([
      queryClient.prefetchQuery(changeLogsQuery.options(api, { query: { documentId: shown.documentId, lang } })),
      ...(shown.isChangeLog
        ? CHANGE_LOG_SPORTS.map((sport) =>
            queryClient.prefetchQuery(
              sportChangeLogsQuery.options(api, { query: { sportType: sport.sportType, lang } }),
            ),
          )
        : []),
    ]);
  }
  const found = document instanceof Error ? null : (document as TDocument);
  return data(
    {
      dehydratedState: dehydrate(queryClient),
      /** The shown document's own id: a page opened by reference has it as its canonical address. */
      documentId: found?.documentId ?? null,
      title: found?.name ?? null,
      description: found ? htmlToText(found.description ?? found.documentText, 160) : null,
    },
    { status: isMissing ? 404 : 200 },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const id = args.loaderData?.documentId ?? readDocumentId(new URLSearchParams(args.location.search));
  const title = args.loaderData?.title;
  return buildContentMeta(args, {
    title: title ? t('meta.docs.documentTitle', { name: title }) : t('meta.docs.title'),
    description: args.loaderData?.description || t('meta.docs.description'),
    canonicalPath: id === DEFAULT_DOCUMENT_ID ? '/docs' : `/docs?id=${encodeURIComponent(id)}`,
    type: 'article',
    isIndexed: Boolean(title),
  });
};

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DocsScreen />
    </HydrationBoundary>
  );
}

function DocsScreen() {
  const { lang } = useI18n();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const directory = useDocsDirectory();
  const id = readDocumentId(searchParams);
  const hierarchy = docHierarchyQuery.use({ query: { lang } });
  // Opened by reference, the tree still marks the document by its id.
  const selectedId = documentQuery.use({ body: { id, lang } }).data?.documentId ?? id;
  const hrefFor = (documentId: string) => {
    const params = new URLSearchParams(search);
    params.set('id', documentId);
    return `?${params.toString()}`;
  };
  // SPEC 2: choosing a document hides the mobile menu. The new document opens at its top, not
  // where the tree link was (the desktop tree is sticky and keeps its own scroll position).
  const onSelect = () => {
    directory.close();
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };
  return (
    <div className="docs-page">
      {/* Not a landmark of its own: the tree inside is the labelled navigation. */}
      <div id="docs-directory" className="docs-page__directory">
        {hierarchy.data ? (
          <DocTree hierarchy={hierarchy.data.hierarchy} selectedId={selectedId} hrefFor={hrefFor} onSelect={onSelect} />
        ) : null}
      </div>
      <div className="docs-page__content">
        <DocumentPane id={id} />
      </div>
    </div>
  );
}

function DocumentPane({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const document = documentQuery.use({ body: { id, lang } });
  const navigation = useNavigation();
  const isSwitching = navigation.state === 'loading' && navigation.location.pathname === '/docs';
  if (document.isPending) {
    return (
      <p className="docs-page__loading" role="status">
        {t('docs.loadingDocument')}
      </p>
    );
  }
  if (document.isError) {
    const isMissing =
      document.error instanceof ApiError &&
      (document.error.resultCode === NOT_FOUND_CODE || document.error.status === 404);
    return (
      <div className="docs-page__message">
        {isMissing ? (
          <>
            <h1 className="doc-view__title">{t('docs.notFound.title')}</h1>
            <p className="doc-view__lead">{t('docs.notFound.body')}</p>
            <Link className="docs-page__back" to={`?id=${DEFAULT_DOCUMENT_ID}`}>
              {t('docs.notFound.back')}
            </Link>
          </>
        ) : (
          <Alert tone="error" title={t('docs.loadFailed')}>
            <Button variant="secondary" size="sm" onClick={() => void document.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div className={isSwitching ? 'docs-page__document docs-page__document--switching' : 'docs-page__document'}>
      <DocView key={document.data.documentId} document={document.data} />
    </div>
  );
}

/** A failing hierarchy (or any other loader failure) shows the error page inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
