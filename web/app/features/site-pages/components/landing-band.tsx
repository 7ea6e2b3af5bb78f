import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import './site-pages.css';

/**
 * A landing-page band without the centred heading of `Section`: it is named by `label`, or by a
 * heading inside it (`labelledBy`).
 */
export function LandingBand({
  tone = 'default',
  label,
  labelledBy,
  children,
}: {
  tone?: 'default' | 'subtle';
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={tone === 'subtle' ? 'section section--subtle' : 'section'}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <Container>{children}</Container>
    </section>
  );
}
