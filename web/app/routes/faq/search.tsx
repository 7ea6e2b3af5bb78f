import type { Route } from './+types/search';
import { Container } from '~/components/ui/container';
import { Pagination } from '~/components/ui/pagination';
import { FAQ_PAGE_SIZE, readPage } from '~/features/faq/api/faq';
import { searchFaq } from '~/features/faq/api/faq.server';
import { FaqList } from '~/features/faq/components/faq-list';
import { FaqSearchBox } from '~/features/faq/components/faq-search-box';
import { FaqBreadcrumb } from '~/features/faq/components/faq-breadcrumb';
import '~/features/faq/components/faq.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';

function readSearch(params: URLSearchParams) {
  return { query: (params.get('q') ?? '').trim().slice(0, 200), page: readPage(params.get('page')) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { query, page } = readSearch(new URL(request.url).searchParams);
  // A failed search shows the "no results" state, as it did when the browser retried it.
  const results = query
    ? await searchFaq(createServerApiClient(request), { searchKey: query, page }, resolveLang(request)).catch(
        () => null,
      )
    : null;
  return { query, page, results };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const { query } = readSearch(new URLSearchParams(args.location.search));
  return buildContentMeta(args, {
    title: query ? `${query} — ${t('meta.faqSearch.title')}` : t('meta.faqSearch.title'),
    description: t('meta.faq.description'),
    canonicalPath: '/faq/search',
    // Result pages are not indexed (endless combinations); the FAQ home and articles are.
    isIndexed: false,
  });
};

export default function FaqSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { query, page, results } = loaderData;
  return (
    <>
      <section className="faq-hero faq-hero--compact" aria-labelledby="faq-search-title">
        <Container>
          <FaqBreadcrumb path={[]} current={t('faq.search.title')} />
          <h1 id="faq-search-title" className="faq-hero__title">
            {t('faq.search.title')}
          </h1>
          <FaqSearchBox initialQuery={query} />
        </Container>
      </section>
      <Container className="faq-body">
        {/* One status region that stays on the page, so a new search's outcome is announced. */}
        <div role="status">
          {!query ? (
            <p className="faq-summary">{t('faq.search.prompt')}</p>
          ) : results && results.total > 0 ? (
            <p className="faq-summary">{t('faq.search.resultsFor', { total: results.total, query })}</p>
          ) : (
            <div className="faq-empty">
              <p className="faq-empty__title">{t('faq.search.empty', { query })}</p>
              <p>{t('faq.search.emptyHint')}</p>
            </div>
          )}
        </div>
        {query && results && results.total > 0 ? (
          <>
            <FaqList items={results.list} query={query} />
            <Pagination page={page} total={results.total} pageSize={FAQ_PAGE_SIZE} />
          </>
        ) : null}
      </Container>
    </>
  );
}
