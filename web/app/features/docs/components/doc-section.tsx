import type { ReactNode } from 'react';

/** A titled section of a document, its heading a link to itself (`#<id>-title`). */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`doc-section doc-section--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="doc-section__title">
        <a href={`#${id}-title`} className="doc-section__anchor">
          {title}
        </a>
      </h2>
      {children}
    </section>
  );
}
