import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { data } from 'react-router';
import type { Route } from './+types/list';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import { Pagination } from '~/components/ui/pagination';
import { getBlogList } from '~/features/blog/api/blog';
import { BLOG_PAGE_SIZE, blogListPath, readBlogListType } from '~/features/blog/blog-paths';
import { BlogCard } from '~/features/blog/components/blog-card';
import '~/features/blog/components/blog.css';
import { readPage } from '~/features/faq/api/faq';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta, buildNotFoundMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor(['page']);

export async function loader({ request, params }: Route.LoaderArgs) {
  const childTypeId = readBlogListType(params.typeId);
  if (childTypeId === null) throw data(null, { status: 404 });
  const page = readPage(new URL(request.url).searchParams.get('page'));
  // A failed call renders the page with its "could not load" message, not the error page.
  const list = await getBlogList(
    createServerApiClient(request),
    { childTypeId, page, pageSize: BLOG_PAGE_SIZE },
    resolveLang(request),
  ).catch(() => null);
  return { page, list };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const childTypeId = readBlogListType(args.params.typeId);
  if (childTypeId === null) return buildNotFoundMeta(args);
  const page = readPage(new URLSearchParams(args.location.search).get('page'));
  return buildContentMeta(args, {
    title: page > 1 ? `${t('meta.blog.title')} · ${t('pagination.page', { page })}` : t('meta.blog.title'),
    description: t('meta.blog.description'),
    canonicalPath: blogListPath(childTypeId, page),
  });
};

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, list } = loaderData;
  return (
    <>
      <Container className="blog-header">
        <h1 className="blog-header__title">{t('blog.title')}</h1>
        <p className="blog-header__subtitle">{t('blog.subtitle')}</p>
      </Container>
      <Container>
        {list && list.list.length > 0 ? (
          <>
            <ul className="blog-grid" aria-label={t('blog.title')}>
              {list.list.map((article) => (
                <li key={article.id}>
                  <BlogCard article={article} />
                </li>
              ))}
            </ul>
            <div className="blog-list__pagination">
              <Pagination page={page} total={list.total} pageSize={BLOG_PAGE_SIZE} />
            </div>
          </>
        ) : (
          <p className="blog-empty">{list ? t('blog.empty') : t('common.loadFailed')}</p>
        )}
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
