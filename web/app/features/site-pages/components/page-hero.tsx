import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import './page-hero.css';

/** Dark heading band at the top of a public page: eyebrow, h1, lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <Container>
        <div className="page-hero__inner">
          {eyebrow ? <p className="page-hero__eyebrow caps-label">{eyebrow}</p> : null}
          <h1 className="page-hero__title">{title}</h1>
          {lead ? <p className="page-hero__lead">{lead}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
