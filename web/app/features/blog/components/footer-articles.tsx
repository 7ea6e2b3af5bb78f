import { Link } from 'react-router';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';
import { blogArticlePath, blogListPath } from '../blog-paths';

/**
 * The footer's blog column: the 3 latest articles (SPEC 2/7). Renders nothing when there are none
 * or the call failed (the footer never shows an error). The root loader fetches
 * them on the server, so they are in the server-rendered HTML.
 */
export function FooterArticles({
  className,
  headingClassName,
  listClassName,
}: {
  className?: string;
  headingClassName?: string;
  listClassName?: string;
}) {
  const { t } = useI18n();
  const articles = useRootData()?.nav.footerArticles ?? [];
  if (articles.length === 0) return null;
  return (
    <div className={className ?? 'site-footer__column'}>
      <h2 className={headingClassName ?? 'site-footer__heading caps-label'}>
        <Link to={blogListPath()}>{t('blog.latest')}</Link>
      </h2>
      <ul className={listClassName ?? 'site-footer__links'}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={blogArticlePath(article)}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
