import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import {
  clearFailures,
  countFailuresSince,
  recordFailures,
  type TFailureSubject,
} from '../db/login-failure-repository.ts';

const { windowMs, maxFailuresPerAccount, maxFailuresPerIp } = accountPolicy.loginThrottle;

function subjectsOf(email: string, ip: string | undefined): { key: TFailureSubject; max: number }[] {
  return [
    { key: { scope: 'account', subject: email }, max: maxFailuresPerAccount },
    { key: { scope: 'ip', subject: ip ?? 'unknown' }, max: maxFailuresPerIp },
  ];
}

/**
 * Refuses a sign-in (10006, with the wait) while the account or the client IP has used up its
 * failures in the sliding window, before the password is even checked. The text is the same
 * for both limits and for unknown addresses, so it tells nothing about the account.
 */
export async function assertLoginAllowed(deps: TAccountDeps, email: string, ip: string | undefined): Promise<void> {
  const windowStart = new Date(Date.now() - windowMs);
  let waitMs = 0;
  for (const { key, max } of subjectsOf(email, ip)) {
    const { failures, oldest } = await countFailuresSince(deps.db, key, windowStart);
    if (failures >= max && oldest) waitMs = Math.max(waitMs, oldest.getTime() + windowMs - Date.now());
  }
  if (waitMs > 0)
    throw new AppError('tooManyRequests', `Too many failed attempts, please try again in ${formatWait(waitMs)}`);
}

export async function recordLoginFailure(deps: TAccountDeps, email: string, ip: string | undefined): Promise<void> {
  const windowStart = new Date(Date.now() - windowMs);
  await recordFailures(
    deps.db,
    subjectsOf(email, ip).map(({ key }) => key),
    windowStart,
  );
}

/** A successful sign-in (or password reset) forgives the account's earlier failures; the IP's stay. */
export async function clearAccountFailures(deps: TAccountDeps, email: string): Promise<void> {
  await clearFailures(deps.db, { scope: 'account', subject: email });
}

function formatWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
