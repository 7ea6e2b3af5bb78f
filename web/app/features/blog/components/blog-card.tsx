import { Link } from 'react-router';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import type { TBlogListItem } from '../api/blog';
import { blogArticlePath } from '../blog-paths';

export function BlogCard({ article }: { article: TBlogListItem }) {
  const { t, lang } = useI18n();
  return (
    <article className="blog-card">
      {article.cover ? <img className="blog-card__cover" src={article.cover} alt="" loading="lazy" /> : null}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <time dateTime={article.publishDate}>{formatDate(article.publishDate, lang)}</time>
          {article.author ? <span>{t('blog.by', { author: article.author })}</span> : null}
        </p>
        <h2 className="blog-card__title">
          <Link to={blogArticlePath(article)} className="blog-card__link stretched-link">
            {article.title}
          </Link>
        </h2>
        {article.summary ? <p className="blog-card__summary">{article.summary}</p> : null}
        <span className="blog-card__more" aria-hidden="true">
          {t('blog.readMore')} →
        </span>
      </div>
    </article>
  );
}
