import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/i18n';
import { useBackgroundBusy } from '~/lib/ui-state/busy-store';
import './progress-bar.css';

/** SPEC 9: show only for requests that last longer than 500 ms, and for at most 5000 ms. */
export const PROGRESS_THROTTLE_MS = 500;
export const PROGRESS_MAX_DURATION_MS = 5000;

/**
 * Loading bar at the top of the page while a navigation (its loaders' API calls), or a console
 * query or mutation, is under way (lib/ui-state/busy-store.ts).
 */
export function ProgressBar() {
  const t = useT();
  const navigation = useNavigation();
  const isBackgroundBusy = useBackgroundBusy();
  const isBusy = navigation.state !== 'idle' || isBackgroundBusy;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (!isBusy) {
      setPhase((current) => (current === 'running' ? 'done' : current));
      return;
    }
    const show = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    const cap = setTimeout(() => setPhase('done'), PROGRESS_THROTTLE_MS + PROGRESS_MAX_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(cap);
    };
  }, [isBusy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-label={t('a11y.loading')}
      aria-busy={phase === 'running'}
    >
      <div className="progress-bar__fill" />
    </div>
  );
}
