import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/i18n';
import './progress-bar.css';

/** SPEC 9: show only for requests that last longer than 500 ms, and for at most 5000 ms. */
export const PROGRESS_THROTTLE_MS = 500;
export const PROGRESS_MAX_DURATION_MS = 5000;

/**
 * Loading bar at the top of the page while a navigation, a query or a mutation is under way.
 * Queries flagged `meta: { showProgress: false }` (the product list, SPEC 4) do not count.
 */
export function ProgressBar() {
  const t = useT();
  const navigation = useNavigation();
  const fetching = useIsFetching({ predicate: (query) => query.meta?.showProgress !== false });
  const mutating = useIsMutating();
  const isBusy = navigation.state !== 'idle' || fetching > 0 || mutating > 0;
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
