import type { ReactNode } from 'react';
import { Container } from './container';
import './layout-primitives.css';

type TSectionProps = {
  id?: string;
  tone?: 'default' | 'subtle' | 'dark';
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  /** Id used by aria-labelledby; defaults to `${id}-title`. */
  children: ReactNode;
  align?: 'start' | 'center';
};

/** A page band with an optional heading block; the heading labels the region. */
export function Section({ id, tone = 'default', eyebrow, title, subtitle, children, align = 'center' }: TSectionProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={title ? titleId : undefined}>
      <Container>
        {title ? (
          <header className={`section__header section__header--${align}`}>
            {eyebrow ? <p className="section__eyebrow caps-label">{eyebrow}</p> : null}
            <h2 id={titleId} className="section__title">
              {title}
            </h2>
            {subtitle ? <p className="section__subtitle">{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
