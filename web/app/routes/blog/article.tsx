import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import { Link } from 'react-router';
import type { Route } from './+types/article';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import { HtmlContent } from '~/components/ui/html-content';
import { Icon } from '~/components/ui/icon';
import { getBlogArticle } from '~/features/blog/api/blog';
import { blogArticlePath, blogListPath, readBlogArticleId } from '~/features/blog/blog-paths';
import '~/features/blog/components/blog.css';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { buildContentMeta, buildNotFoundMeta } from '~/lib/seo/content-meta';
import { readMetaContext } from '~/lib/seo/route-meta';
import { formatDate } from '~/lib/language/format-date';
import { loadOrNotFound } from '~/lib/routing/load-or-not-found';
import { useRootData } from '~/root-data';
import { htmlToText } from '~/lib/html/safe-html';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

export async function loader({ request, params }: Route.LoaderArgs) {
  const article = await loadOrNotFound(readBlogArticleId(params.slug), (id) =>
    getBlogArticle(createServerApiClient(request), id, resolveLang(request)),
  );
  return {
    article,
    seo: {
      title: article.seo?.title || article.title,
      description: article.seo?.description || article.summary || htmlToText(article.content, 160),
      keywords: article.seo?.keywords ?? '',
      cover: article.cover ?? null,
      publishDate: article.publishDate,
      author: article.author,
      path: blogArticlePath(article),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const seo = args.loaderData?.seo;
  if (!seo) return buildNotFoundMeta(args);
  const meta = buildContentMeta(args, {
    title: t('meta.blogArticle.title', { title: seo.title }),
    description: seo.description,
    canonicalPath: seo.path,
    type: 'article',
    image: seo.cover,
    publishedTime: seo.publishDate,
    author: seo.author,
  });
  if (seo.keywords) meta.push({ name: 'keywords', content: seo.keywords });
  return meta;
};

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const origin = useRootData()?.origin ?? '';
  const { article } = loaderData;
  const shareUrl = encodeURIComponent(`${origin}${blogArticlePath(article)}`);
  const shareTitle = encodeURIComponent(article.title);
  return (
    <Container>
      <article className="blog-article" aria-labelledby="blog-article-title">
        <Link to={blogListPath()} className="blog-article__back">
          <Icon name="arrowRight" size={16} />
          {t('blog.backToList')}
        </Link>
        <h1 id="blog-article-title" className="blog-article__title">
          {article.title}
        </h1>
        {article.summary ? <p className="blog-article__summary">{article.summary}</p> : null}
        <p className="blog-article__byline cluster">
          {article.author ? (
            <span className="blog-article__author">{t('blog.by', { author: article.author })}</span>
          ) : null}
          <time dateTime={article.publishDate}>{formatDate(article.publishDate, lang)}</time>
        </p>
        {article.cover ? <img className="blog-article__cover" src={article.cover} alt="" /> : null}
        <HtmlContent source={article.content} className="blog-article__content" />
        <footer className="blog-article__share cluster">
          <span>{t('blog.share')}</span>
          <a href={`https://x.com/intent/tweet?url=${shareUrl}&text=${shareTitle}`} rel="noopener" target="_blank">
            X
          </a>
          <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${shareUrl}`} rel="noopener" target="_blank">
            LinkedIn
          </a>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${shareUrl}`} rel="noopener" target="_blank">
            Facebook
          </a>
        </footer>
      </article>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
