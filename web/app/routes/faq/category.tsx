import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { data, Link } from 'react-router';
import type { Route } from './+types/category';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import { Pagination } from '~/components/ui/pagination';
import { articleCountKey, FAQ_ORDER, FAQ_PAGE_SIZE, readPage, type TFaqCategory } from '~/features/faq/api/faq';
import { getFaqCategories, searchFaq } from '~/features/faq/api/faq.server';
import { FaqBreadcrumb } from '~/features/faq/components/faq-breadcrumb';
import { FaqList } from '~/features/faq/components/faq-list';
import { FaqSearchBox } from '~/features/faq/components/faq-search-box';
import '~/features/faq/components/faq.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta, buildNotFoundMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor(['page']);

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
  // Either call may fail: no categories means no breadcrumb, no check of the id and no sub-categories;
  // no results means the empty state.
  const [categories, results] = await Promise.all([
    getFaqCategories(api, lang).catch(() => null),
    searchFaq(api, { faqCategoryId: id, page, orderType: FAQ_ORDER.customizedId }, lang).catch(() => null),
  ]);
  if (categories && !categories.some((category) => category.categoryId === id)) throw data(null, { status: 404 });
  const path = categoryPath(categories ?? [], id);
  return {
    page,
    path,
    subcategories: (categories ?? []).filter((category) => category.parentId === id),
    results,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  if (!args.loaderData) return buildNotFoundMeta(args);
  const path = args.loaderData.path;
  const name = path[path.length - 1]?.name;
  return buildContentMeta(args, {
    title: name ? t('meta.faqCategory.title', { name }) : t('meta.faq.title'),
    description: t('meta.faq.description'),
    canonicalPath: `/faq/${readCategoryId(args.params.categoryId) ?? ''}`,
    isIndexed: Boolean(name),
  });
};

export default function FaqCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, path, subcategories, results } = loaderData;
  const category = path[path.length - 1];
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
        {subcategories.length > 0 ? (
          <ul className="faq-categories faq-body__section">
            {subcategories.map((child) => (
              <li key={child.categoryId}>
                <Link to={`/faq/${child.categoryId}`} className="faq-category-card surface">
                  <span className="faq-category-card__name">{child.name}</span>
                  <span className="meta-text">{t(articleCountKey(child.faqCount), { count: child.faqCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="faq-body__section">
          {results && results.list.length > 0 ? (
            <>
              <FaqList items={results.list} />
              <Pagination page={page} total={results.total} pageSize={FAQ_PAGE_SIZE} />
            </>
          ) : (
            <p className="faq-empty">{t('faq.category.empty')}</p>
          )}
        </div>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
