import { Link } from 'react-router';
import { useT } from '~/i18n';
import './brand.css';

/** Logo mark (a pitch-line "M" on a rounded tile) and wordmark. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useT();
  return (
    <Link to="/" className={`brand brand--${tone}`} aria-label={t('a11y.home')}>
      <svg className="brand__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="brand__tile" />
        <path d="M8 22V10l8 8 8-8v12" className="brand__stroke" />
        <circle cx="16" cy="18" r="2.2" className="brand__dot" />
      </svg>
      <span className="brand__word">Matchwire</span>
    </Link>
  );
}
