import { useEffect, useRef } from 'react';

/**
 * Runs a one-off link action (activation, e-mail change) once per page view, after hydration.
 * The ref keeps React's development double effects from spending a single-use token twice.
 */
export function useRunOnce(run: () => void, isEnabled: boolean): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (!isEnabled || hasRun.current) return;
    hasRun.current = true;
    run();
  }, [isEnabled, run]);
}

export function AuthSpinner({ label }: { label: string }) {
  return (
    <div className="auth-actions" role="status">
      <span className="auth-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
