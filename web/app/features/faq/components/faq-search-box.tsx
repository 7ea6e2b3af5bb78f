import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useT } from '~/i18n';

/**
 * The FAQ search box: a GET form to /faq/search?q=, so it works before hydration and any
 * language's input (Vietnamese diacritics included) travels UTF-8 encoded in the address.
 */
export function FaqSearchBox({ initialQuery = '', size = 'lg' }: { initialQuery?: string; size?: 'md' | 'lg' }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(initialQuery);
  useEffect(() => setQuery(initialQuery), [initialQuery]);
  const lang = searchParams.get('lang');
  return (
    <Form method="get" action="/faq/search" role="search" className={`faq-search faq-search--${size}`}>
      <label htmlFor="faq-search-input" className="visually-hidden">
        {t('faq.search.label')}
      </label>
      <svg className="faq-search__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id="faq-search-input"
        className="faq-search__input"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('faq.search.placeholder')}
        autoComplete="off"
        maxLength={200}
        enterKeyHint="search"
      />
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <button type="submit" className="faq-search__submit">
        {t('faq.search.submit')}
      </button>
    </Form>
  );
}
