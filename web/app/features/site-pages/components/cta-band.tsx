import type { ReactNode } from 'react';
import '~/components/ui/layout-primitives.css';
import { LandingBand } from './landing-band';
import { StartTrialButton } from './start-trial-button';
import './site-pages.css';

/** The closing band of a landing page: a pitch and the Start Free Trial button. */
export function CtaBand({
  titleId,
  title,
  body,
  secondaryAction,
}: {
  titleId: string;
  title: string;
  body: string;
  /** Shown after the trial button. */
  secondaryAction?: ReactNode;
}) {
  return (
    <LandingBand tone="subtle" labelledBy={titleId}>
      <div className="cta-band cluster spread">
        <div>
          <h2 id={titleId}>{title}</h2>
          <p>{body}</p>
        </div>
        <div className="cta-band__actions">
          <StartTrialButton />
          {secondaryAction}
        </div>
      </div>
    </LandingBand>
  );
}
