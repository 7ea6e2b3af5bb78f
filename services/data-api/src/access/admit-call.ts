import type { TDataInterface } from '@matchwire/contracts/data-api/interfaces';
import { apiKeyPattern } from '@matchwire/contracts/account/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';
import type { TGrant } from '@matchwire/kit/entitlements/entitlement-directory';
import { grantsFor } from './entitlement-directory.ts';
import type { TNamedLeague } from './named-league.ts';
import type { ProductCoverage } from './product-coverage.ts';

const sportNames = { 1: 'football', 2: 'basketball', 3: 'esports' } as const;

/** The standard rate-limit headers of an answer: the limit closest to being spent. */
export type TLimitHeaders = Record<string, string>;

/** A refused call: its result code and the headers that explain it (RateLimit-*, Retry-After). */
export class RefusedCall extends AppError {
  constructor(
    key: ConstructorParameters<typeof AppError>[0],
    resultInfo: string | undefined,
    readonly headers: TLimitHeaders = {},
    /** Known once the key is: whose call was refused (metered as theirs). */
    readonly userId?: string,
    options?: { cause?: unknown },
  ) {
    super(key, resultInfo, options);
  }
}

export type TAdmittedCall = {
  userId: string;
  /** When the call was checked. */
  now: Date;
  grant: TGrant;
  /**
   * The products of the subscriptions that let the call through (none when it went through a
   * trial): answers naming no league are narrowed to their leagues.
   */
  planProducts: number[];
  /** The moment the data is asked for: now, or a trial's delay back. */
  at: Date;
  headers: TLimitHeaders;
  /** A trial's calls of the sport today, this one included. */
  trialCallsToday: number | undefined;
};

/**
 * The access checks of one API call, in this order, each with its result code (docs/contracts/data-api.md):
 * key present (14001) and live (14002); caller's address in the key's whitelist (14003); a trial
 * or subscription covering the sport and product, and the league the call names (14004); a
 * trial's daily calls (14005); the
 * interface's frequency limit (14006); the interface switched on (14007). Memory and one Redis
 * round trip: no PostgreSQL. A call refused after it was counted gives its trial call back.
 */
export async function admitCall(
  deps: Pick<TDataApiDeps, 'keys' | 'entitlements' | 'coverage' | 'switches' | 'counters' | 'frequencyLimitFactor'>,
  call: { apiKey: string | undefined; ip: string; iface: TDataInterface; now: Date; league?: TNamedLeague },
): Promise<TAdmittedCall> {
  const { iface, now } = call;
  const perMinute = iface.perMinute * deps.frequencyLimitFactor;
  if (!call.apiKey) throw new RefusedCall('apiKeyEmpty', undefined);
  // A key that cannot be one is refused without asking the account service.
  const known = apiKeyPattern.test(call.apiKey) ? await deps.keys.find(call.apiKey) : undefined;
  if (!known || !known.isActive) {
    throw new RefusedCall(
      'apiKeyInvalid',
      known ? 'Auth error: the account of this access key is not active' : undefined,
    );
  }
  const { userId } = known;
  if (!known.whitelist.allows(call.ip)) {
    throw new RefusedCall('ipNotPermitted', `IP permission: ${call.ip} is not in this key's IP whitelist`, {}, userId);
  }
  const grants = grantsFor(await deps.entitlements.grantsOf(userId), iface, now);
  if (grants.length === 0) {
    throw new RefusedCall(
      'productNotPermitted',
      `Auth error: no trial or subscription of yours includes ${iface.path} (${sportNames[iface.sportType]})`,
      {},
      userId,
    );
  }
  const grant = call.league ? await grantCoveringLeague(deps.coverage, grants, call.league, userId) : grants[0]!;

  const day = now.toISOString().slice(0, 10);
  const minute = Math.floor(now.getTime() / 60_000);
  const trial = grant.dailyCallLimit === null ? undefined : { sportType: iface.sportType, day };
  const counts = await countCall(deps, { userId, ref: iface.ref, minute, trial });
  const secondsToNextMinute = 60 - Math.floor((now.getTime() % 60_000) / 1000);
  const secondsToMidnight = Math.ceil((Date.parse(`${day}T00:00:00Z`) + 86_400_000 - now.getTime()) / 1000);
  const minuteLeft = Math.max(0, perMinute - counts.thisMinute);
  const dayLeft = grant.dailyCallLimit === null ? undefined : Math.max(0, grant.dailyCallLimit - (counts.today ?? 0));
  const headers = limitHeaders({
    minute: { limit: perMinute, remaining: minuteLeft, reset: secondsToNextMinute },
    day:
      grant.dailyCallLimit === null || dayLeft === undefined
        ? undefined
        : { limit: grant.dailyCallLimit, remaining: dayLeft, reset: secondsToMidnight },
  });
  // A trial call not given back (Redis away) stays spent: the call is refused all the same.
  const giveBack = async () => {
    if (trial) await deps.counters.uncountTrialCall(userId, trial.sportType, day).catch(() => undefined);
  };

  if (grant.dailyCallLimit !== null && (counts.today ?? 0) > grant.dailyCallLimit) {
    await giveBack();
    throw new RefusedCall(
      'trialLimitExceeded',
      `Interface exceeded limit: the trial's ${grant.dailyCallLimit} ${sportNames[iface.sportType]} calls of today are used; they reset at 00:00 UTC`,
      { ...headers, 'retry-after': String(secondsToMidnight) },
      userId,
    );
  }
  if (counts.thisMinute > perMinute) {
    await giveBack();
    throw new RefusedCall(
      'frequencyLimit',
      `Frequency limit: ${iface.path} allows ${perMinute} calls per minute per key`,
      { ...headers, 'retry-after': String(secondsToNextMinute) },
      userId,
    );
  }
  const disabledReason = deps.switches.disabledReason(iface.ref);
  if (disabledReason !== undefined) {
    await giveBack();
    throw new RefusedCall(
      'interfaceDisabled',
      disabledReason ? `Interface disabled: ${disabledReason}` : undefined,
      headers,
      userId,
    );
  }
  const delayMs = grant.delayMinutes * 60_000;
  const planProducts =
    grant.productId === null ? [] : grants.flatMap((usable) => (usable.productId === null ? [] : [usable.productId]));
  return {
    userId,
    now,
    grant,
    planProducts,
    at: new Date(now.getTime() - delayMs),
    headers,
    trialCallsToday: counts.today,
  };
}

/**
 * The call's counts; 10007 while they cannot be had (Redis away or slower than its timeout): no
 * call is let through uncounted. Metered as the caller's, like any refusal.
 */
async function countCall(
  deps: Pick<TDataApiDeps, 'counters'>,
  input: Parameters<TDataApiDeps['counters']['count']>[0],
): ReturnType<TDataApiDeps['counters']['count']> {
  try {
    return await deps.counters.count(input);
  } catch (error) {
    throw new RefusedCall('serviceUnavailable', undefined, {}, input.userId, { cause: error });
  }
}

/**
 * The first grant (the most generous first) that covers the league the call names: a trial covers
 * every league of its sport; a subscription the leagues of its product's page, asked of the
 * catalogue only here. Decided before anything is counted, so a refusal spends no trial call.
 */
async function grantCoveringLeague(
  coverage: ProductCoverage,
  grants: readonly TGrant[],
  league: TNamedLeague,
  userId: string,
): Promise<TGrant> {
  for (const grant of grants) {
    if (grant.productId === null || (await coversLeague(coverage, grant.productId, league, userId))) return grant;
  }
  const products = grants.map((grant) => grant.productId);
  const plans =
    products.length === 1
      ? `your plan (product ${products[0]}) does`
      : `your plans (products ${products.join(', ')}) do`;
  throw new RefusedCall(
    'productNotPermitted',
    `Auth error: ${plans} not include ${league.word} ${league.leagueId}`,
    {},
    userId,
  );
}

/** The catalogue's answer; 10007 while it cannot say, metered as the caller's like any refusal. */
async function coversLeague(
  coverage: ProductCoverage,
  productId: number,
  league: TNamedLeague,
  userId: string,
): Promise<boolean> {
  try {
    return await coverage.covers(productId, league.leagueId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new RefusedCall(error.key, undefined, {}, userId, { cause: error });
  }
}

/**
 * `RateLimit-Limit/Remaining/Reset` (IETF draft) for whichever limit has fewer calls left, and
 * `RateLimit-Policy` naming both: the interface's calls per minute and a trial's calls per day.
 */
function limitHeaders(limits: {
  minute: { limit: number; remaining: number; reset: number };
  day: { limit: number; remaining: number; reset: number } | undefined;
}): TLimitHeaders {
  const tighter = limits.day && limits.day.remaining < limits.minute.remaining ? limits.day : limits.minute;
  const policies = [`${limits.minute.limit};w=60`, ...(limits.day ? [`${limits.day.limit};w=86400`] : [])];
  return {
    'ratelimit-limit': String(tighter.limit),
    'ratelimit-remaining': String(tighter.remaining),
    'ratelimit-reset': String(tighter.reset),
    'ratelimit-policy': policies.join(', '),
  };
}
