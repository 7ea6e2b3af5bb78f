import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { data, isRouteErrorResponse, useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/list';
import { ErrorPage } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import { Pagination } from '~/components/ui/pagination';
import {
  BLOG_PAGE_SIZE,
  blogListPath,
  getBlogListQueryOptions,
  readBlogListType,
  useBlogList,
} from '~/features/blog/api/blog';
import { BlogCard } from '~/features/blog/components/blog-card';
import '~/features/blog/components/blog.css';
import { readPage } from '~/features/faq/api/faq';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api-client.server';
import { buildContentMeta, buildNotFoundMeta, readMetaContext } from '~/lib/content-meta';
import { createQueryClient } from '~/lib/query-client';

export async function loader({ request, params }: Route.LoaderArgs) {
  const childTypeId = readBlogListType(params.typeId);
  if (childTypeId === null) throw data(null, { status: 404 });
  const page = readPage(new URL(request.url).searchParams.get('page'));
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(
    getBlogListQueryOptions(
      { childTypeId, page, pageSize: BLOG_PAGE_SIZE },
      resolveLang(request),
      createServerApiClient(request),
    ),
  );
  return { dehydratedState: dehydrate(queryClient) };
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
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogList />
    </HydrationBoundary>
  );
}

function BlogList() {
  const { t, lang } = useI18n();
  const childTypeId = readBlogListType(useParams().typeId) ?? -1;
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const list = useBlogList({ childTypeId, page, pageSize: BLOG_PAGE_SIZE }, lang);
  return (
    <>
      <Container className="blog-header">
        <h1 className="blog-header__title">{t('blog.title')}</h1>
        <p className="blog-header__subtitle">{t('blog.subtitle')}</p>
      </Container>
      <Container>
        {list.data && list.data.list.length > 0 ? (
          <>
            <ul className="blog-grid" aria-label={t('blog.title')}>
              {list.data.list.map((article) => (
                <li key={article.id}>
                  <BlogCard article={article} />
                </li>
              ))}
            </ul>
            <div className="blog-list__pagination">
              <Pagination page={page} total={list.data.total} pageSize={BLOG_PAGE_SIZE} />
            </div>
          </>
        ) : list.isPending ? (
          <p className="blog-empty" role="status">
            {t('a11y.loading')}…
          </p>
        ) : (
          <p className="blog-empty">{list.isError ? t('common.loadFailed') : t('blog.empty')}</p>
        )}
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={isNotFound ? 'not-found' : 'error'} standalone={false} />;
}
