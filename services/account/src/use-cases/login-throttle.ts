import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import {
  countHit,
  deleteCounter,
  passBackOffGate,
  takeBackHit,
  type TCounterKey,
} from '../db/throttle-counter-repository.ts';
import { throttleSourceOf } from '../security/throttle-source.ts';
import { formatWait, ThrottledError } from '../security/throttled-error.ts';

const policy = accountPolicy.loginThrottle;

/** The outcome of a reserved password check: `passed` forgives, `failed` counts account-wide. */
export type TPasswordCheck = { passed(): Promise<void>; failed(): Promise<void> };

function keysOf(email: string, source: string) {
  return {
    accountAndSource: { scope: 'login:account-source', subject: `${email} ${source}` },
    source: { scope: 'login:source', subject: source },
    account: { scope: 'login:account', subject: email },
  } satisfies Record<string, TCounterKey>;
}

function refuse(waitMs: number): never {
  throw new ThrottledError(waitMs, `Too many failed attempts, please try again in ${formatWait(waitMs)}`);
}

function waitOf(counter: { windowStartedAt: Date }): number {
  return counter.windowStartedAt.getTime() + policy.windowMs - Date.now();
}

/**
 * Reserves one password check for `email` from the caller's source before the password is
 * looked at, or refuses (10006, Retry-After). Each counter is bumped atomically first, so of
 * parallel guesses exactly the limit get a check. Over a limit, nothing else is counted; the
 * text is the same for every limit and for unknown addresses, so it tells nothing about the
 * account. `knownIp` (the owner's last sign-in) skips the account-wide back-off.
 */
export async function reservePasswordCheck(
  deps: TAccountDeps,
  input: { email: string; ip: string | undefined; knownIp: string | null | undefined },
): Promise<TPasswordCheck> {
  const source = throttleSourceOf(input.ip);
  const keys = keysOf(input.email, source);

  const fromSource = await countHit(deps.db, keys.source, policy.windowMs);
  if (fromSource.hits > policy.maxFailuresPerSource) refuse(waitOf(fromSource));
  const onAccount = await countHit(deps.db, keys.accountAndSource, policy.windowMs);
  if (onAccount.hits > policy.maxFailuresPerAccountAndSource) {
    await takeBackHit(deps.db, keys.source);
    refuse(waitOf(onAccount));
  }
  if (!input.knownIp || throttleSourceOf(input.knownIp) !== source) {
    const { waitMs } = await passBackOffGate(deps.db, keys.account, {
      windowMs: policy.windowMs,
      after: policy.accountBackOffAfter,
      baseSeconds: policy.accountBackOffBaseSeconds,
      maxSeconds: policy.accountBackOffMaxSeconds,
    });
    if (waitMs > 0) {
      await Promise.all([takeBackHit(deps.db, keys.source), takeBackHit(deps.db, keys.accountAndSource)]);
      refuse(waitMs);
    }
  }

  return {
    // The source's budget counts failures, so a success gives its hit back.
    passed: async () => {
      await Promise.all([deleteCounter(deps.db, keys.accountAndSource), takeBackHit(deps.db, keys.source)]);
    },
    failed: async () => {
      await countHit(deps.db, keys.account, policy.windowMs);
    },
  };
}

/** A password reset ends the account-wide back-off: guesses of the old password are moot. */
export async function clearAccountBackOff(deps: TAccountDeps, email: string): Promise<void> {
  await deleteCounter(deps.db, keysOf(email, '').account);
}
