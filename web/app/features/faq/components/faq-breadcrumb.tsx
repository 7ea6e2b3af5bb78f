import { Link } from 'react-router';
import { useT } from '~/i18n';

/** FAQ › category › … (the last item is the current page when `current` is given). */
export function FaqBreadcrumb({
  path,
  current,
}: {
  path: ReadonlyArray<{ categoryId: number; name: string }>;
  current?: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t('faq.breadcrumb')} className="faq-breadcrumb">
      <ol>
        <li>
          <Link to="/faq">{t('faq.home')}</Link>
        </li>
        {path.map((category) => (
          <li key={category.categoryId}>
            <Link to={`/faq/${category.categoryId}`}>{category.name}</Link>
          </li>
        ))}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
