import type { ReactNode } from 'react';
import { PageHero } from './page-hero';
import { StartTrialButton } from './start-trial-button';
import './site-pages.css';

/** The hero of a landing page (widgets, SEO): the page's heading and a Start Free Trial button. */
export function LandingHero({
  eyebrow,
  title,
  lead,
  secondaryAction,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown after the trial button. */
  secondaryAction?: ReactNode;
}) {
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead}>
      <div className="page-hero__actions">
        <StartTrialButton hasArrow />
        {secondaryAction}
      </div>
    </PageHero>
  );
}
