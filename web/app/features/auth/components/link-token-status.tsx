import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import type { TIconName } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { errorText, resultCodeOf } from '~/lib/language/error-text';
import { useRefreshSession } from '~/lib/session/use-refresh-session';
import { AuthCard } from './auth-card';

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

/**
 * A mailed link's action on its `token` query: run once on arrival, again by `run` (retry); success
 * refreshes the session, since the action signs the visitor in or changes who they are.
 */
function useMailedLinkAction(mutation: { mutate: (token: string, options: { onSuccess: () => void }) => void }): {
  token: string;
  run: () => void;
} {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const refreshSession = useRefreshSession();
  const run = useCallback(() => {
    mutation.mutate(token, { onSuccess: () => void refreshSession() });
  }, [mutation, token, refreshSession]);
  useRunOnce(run, token !== '');
  return { token, run };
}

export function AuthSpinner({ label }: { label: string }) {
  return (
    <div className="auth-actions" role="status">
      <span className="auth-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A link action under way (a spinner), or failed for a reason other than the link itself (with a retry). */
function LinkActionProgress({
  title,
  icon,
  loadingLabel,
  failure,
  onRetry,
}: {
  title: string;
  icon: TIconName;
  loadingLabel: string;
  /** The mutation's error once it failed; null while it runs. */
  failure: unknown;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  if (failure) {
    return (
      <AuthCard icon="alert" iconTone="danger" title={title}>
        <Alert tone="error">{errorText(failure, t)}</Alert>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={icon} iconTone="info" title={title}>
      <AuthSpinner label={loadingLabel} />
    </AuthCard>
  );
}

/**
 * The page of a mailed link whose action (`mutation`) takes the link's token: run on arrival; a
 * missing, bad or used link (11017) shows `invalid`, success `success(data)`, anything else the
 * action's progress (`progress`), with a retry once it failed.
 */
export function MailedLinkPage<TData>({
  mutation,
  progress,
  invalid,
  success,
}: {
  mutation: UseMutationResult<TData, Error, string>;
  progress: { title: string; icon: TIconName; loadingLabel: string };
  invalid: ReactNode;
  success: (data: TData) => ReactNode;
}) {
  const { token, run } = useMailedLinkAction(mutation);
  if (token === '' || resultCodeOf(mutation.error) === 11017) return invalid;
  if (mutation.isSuccess) return success(mutation.data);
  return <LinkActionProgress {...progress} failure={mutation.isError ? mutation.error : null} onRetry={run} />;
}
