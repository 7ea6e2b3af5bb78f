import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { data, isRouteErrorResponse, Link, useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/category';
import { ErrorPage } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import { Pagination } from '~/components/ui/pagination';
import {
  articleCountKey,
  FAQ_ORDER,
  FAQ_PAGE_SIZE,
  getFaqCategories,
  getFaqCategoriesQueryOptions,
  getFaqSearchQueryOptions,
  readPage,
  useFaqCategories,
  useFaqSearch,
  type TFaqCategory,
} from '~/features/faq/api/faq';
import { FaqBreadcrumb } from '~/features/faq/components/faq-breadcrumb';
import { FaqList } from '~/features/faq/components/faq-list';
import { FaqSearchBox } from '~/features/faq/components/faq-search-box';
import '~/features/faq/components/faq.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api-client.server';
import { buildContentMeta, buildNotFoundMeta, readMetaContext } from '~/lib/content-meta';
import { createQueryClient } from '~/lib/query-client';

function readCategoryId(value: string | undefined): number | null {
  const id = Number((value ?? '').replace(/\.html$/, ''));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The category and its parents, top first. */
function categoryPath(categories: TFaqCategory[], id: number): TFaqCategory[] {
  const path: TFaqCategory[] = [];
  let current = categories.find((category) => category.categoryId === id);
  while (current && path.length < 10) {
    path.unshift(current);
    const parentId = current.parentId;
    current = parentId === null ? undefined : categories.find((category) => category.categoryId === parentId);
  }
  return path;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = readCategoryId(params.categoryId);
  if (id === null) throw data(null, { status: 404 });
  const api = createServerApiClient(request);
  const lang = resolveLang(request);
  const page = readPage(new URL(request.url).searchParams.get('page'));
  const queryClient = createQueryClient();
  const [categories] = await Promise.all([
    getFaqCategories(api, lang).catch(() => null),
    queryClient.prefetchQuery(
      getFaqSearchQueryOptions({ faqCategoryId: id, page, orderType: FAQ_ORDER.customizedId }, lang, api),
    ),
  ]);
  if (categories) {
    queryClient.setQueryData(getFaqCategoriesQueryOptions(lang, api).queryKey, categories);
    if (!categories.some((category) => category.categoryId === id)) throw data(null, { status: 404 });
  }
  const name = categories?.find((category) => category.categoryId === id)?.name ?? null;
  return { dehydratedState: dehydrate(queryClient), name };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  if (!args.loaderData) return buildNotFoundMeta(args);
  const name = args.loaderData.name;
  return buildContentMeta(args, {
    title: name ? t('meta.faqCategory.title', { name }) : t('meta.faq.title'),
    description: t('meta.faq.description'),
    canonicalPath: `/faq/${readCategoryId(args.params.categoryId) ?? ''}`,
    isIndexed: Boolean(name),
  });
};

export default function FaqCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FaqCategory />
    </HydrationBoundary>
  );
}

function FaqCategory() {
  const { t, lang } = useI18n();
  const id = readCategoryId(useParams().categoryId) ?? 0;
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const categories = useFaqCategories(lang).data ?? [];
  const path = categoryPath(categories, id);
  const category = path[path.length - 1];
  const children = categories.filter((item) => item.parentId === id);
  const results = useFaqSearch({ faqCategoryId: id, page, orderType: FAQ_ORDER.customizedId }, lang);
  return (
    <>
      <section className="faq-hero faq-hero--compact" aria-labelledby="faq-category-title">
        <Container>
          <FaqBreadcrumb path={path.slice(0, -1)} current={category?.name} />
          <h1 id="faq-category-title" className="faq-hero__title">
            {category?.name ?? t('faq.home')}
          </h1>
          {category ? (
            <p className="faq-hero__subtitle">{t(articleCountKey(category.faqCount), { count: category.faqCount })}</p>
          ) : null}
          <FaqSearchBox size="md" />
        </Container>
      </section>
      <Container className="faq-body">
        {children.length > 0 ? (
          <ul className="faq-categories faq-body__section">
            {children.map((child) => (
              <li key={child.categoryId}>
                <Link to={`/faq/${child.categoryId}`} className="faq-category-card">
                  <span className="faq-category-card__name">{child.name}</span>
                  <span className="faq-category-card__count">
                    {t(articleCountKey(child.faqCount), { count: child.faqCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="faq-body__section">
          {results.data && results.data.list.length > 0 ? (
            <>
              <FaqList items={results.data.list} />
              <Pagination page={page} total={results.data.total} pageSize={FAQ_PAGE_SIZE} />
            </>
          ) : results.isPending ? (
            <p className="faq-summary">{t('a11y.loading')}…</p>
          ) : (
            <p className="faq-empty">{t('faq.category.empty')}</p>
          )}
        </div>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={isNotFound ? 'not-found' : 'error'} standalone={false} />;
}
