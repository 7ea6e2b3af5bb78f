import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import type { TFaqListItem } from '../api/faq';

/** Marks the words of `query` inside `text` (case- and accent-insensitive is the server's job; this is visual). */
function highlight(text: string, query: string | undefined) {
  const words = (query ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return text;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'giu'));
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

export function FaqList({ items, query }: { items: TFaqListItem[]; query?: string }) {
  const { t, lang } = useI18n();
  return (
    <ul className="faq-list">
      {items.map((item) => {
        const path = item.categoryPath ?? [];
        return (
          <li key={item.faqId} className="faq-list__item">
            {path.length > 0 ? (
              <p className="faq-list__path caps-label">{path.map((category) => category.name).join(' › ')}</p>
            ) : null}
            <h2 className="faq-list__question">
              <Link to={`/faq/article/${item.faqId}`} className="faq-list__link stretched-link">
                {highlight(item.question, query)}
              </Link>
            </h2>
            {item.answer ? <p className="faq-list__answer">{highlight(item.answer, query)}</p> : null}
            <p className="faq-list__meta">
              {item.updateDate ? <span>{t('faq.updated', { date: formatDate(item.updateDate, lang) })}</span> : null}
              <span className="faq-list__more" aria-hidden="true">
                {t('faq.readMore')}
                <Icon name="arrowRight" size={14} />
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
