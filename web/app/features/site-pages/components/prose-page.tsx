import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { useI18n } from '~/i18n';
import type { TProsePage } from '../content/types';
import { PageHero } from './page-hero';
import './site-pages.css';

/** A long-form page (about, privacy, terms): hero, in-page contents and sections. */
export function ProsePage({
  page,
  updated,
  extraSection,
}: {
  page: TProsePage;
  updated?: string;
  extraSection?: { id: string; heading: string; body: ReactNode };
}) {
  const { t } = useI18n();
  const toc = [...page.sections.map(({ id, heading }) => ({ id, heading })), ...(extraSection ? [extraSection] : [])];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <Container className="prose-layout">
          <nav className="prose-toc" aria-label={t('sitePages.contents')}>
            <p className="prose-toc__title caps-label">{t('sitePages.contents')}</p>
            {toc.map((item) => (
              <a key={item.id} href={`#${item.id}`}>
                {item.heading}
              </a>
            ))}
          </nav>
          <article className="prose">
            {updated ? <p className="meta-text">{updated}</p> : null}
            {page.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets ? (
                  <ul>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            {extraSection ? (
              <section id={extraSection.id} aria-labelledby={`${extraSection.id}-title`}>
                <h2 id={`${extraSection.id}-title`}>{extraSection.heading}</h2>
                {extraSection.body}
              </section>
            ) : null}
          </article>
        </Container>
      </section>
    </>
  );
}
