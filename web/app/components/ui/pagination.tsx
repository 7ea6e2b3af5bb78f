import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n';
import { Icon } from './icon';
import './pagination.css';

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** Pages 1 … n around the current one, with gaps marked as null. */
function visiblePages(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((value, index) => {
    if (index > 0 && value - (sorted[index - 1] ?? value) > 1) result.push(null);
    result.push(value);
  });
  return result;
}

/** Links to `?page=N` (other query values kept), so every page has its own address. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const t = useT();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__step" to={pageHref(search, page - 1)} rel="prev">
          <Icon name="arrowRight" size={16} className="pagination__back" />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <Icon name="arrowRight" size={16} className="pagination__back" />
          {t('pagination.previous')}
        </span>
      )}
      <ol className="pagination__pages">
        {visiblePages(page, pages).map((value, index) =>
          value === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={value}>
              <Link
                className={value === page ? 'pagination__page pagination__page--current' : 'pagination__page'}
                to={pageHref(search, value)}
                aria-current={value === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: value })}
              >
                {value}
              </Link>
            </li>
          ),
        )}
      </ol>
      <span className="pagination__status">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link className="pagination__step" to={pageHref(search, page + 1)} rel="next">
          {t('pagination.next')}
          <Icon name="arrowRight" size={16} />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          {t('pagination.next')}
          <Icon name="arrowRight" size={16} />
        </span>
      )}
    </nav>
  );
}
