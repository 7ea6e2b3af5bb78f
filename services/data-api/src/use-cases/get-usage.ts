import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import type { TSportQuota, TUsage } from '@matchwire/contracts/data-api/usage';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { listUsageSince } from '../db/usage-repository.ts';

const dayMs = 86_400_000;

/**
 * The customer's use of the API for the usage page: calls and errors per UTC day and per
 * interface over the last `days` days (PostgreSQL, as the counters were last written, a few
 * seconds behind), errors by result code, each sport's quota for today and the last 100 calls
 * (the shared counters, up to the moment).
 */
export async function getUsage(
  deps: Pick<TDataApiDeps, 'db' | 'counters' | 'entitlements' | 'clock'>,
  input: { userId: string; days: number },
): Promise<TUsage> {
  const now = deps.clock();
  const today = now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - (input.days - 1) * dayMs).toISOString().slice(0, 10);
  const rows = await listUsageSince(deps.db, input.userId, firstDay);

  const days = Array.from({ length: input.days }, (_, index) => {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * dayMs).toISOString().slice(0, 10);
    const ofDay = rows.filter((row) => row.day === day);
    return { day, calls: sum(ofDay), errors: sum(ofDay.filter((row) => row.isError)) };
  });
  const pathOf = new Map(dataApiInterfaces().map((iface) => [iface.ref, iface.path]));
  const interfaces = [...Map.groupBy(rows, (row) => row.ref)]
    .map(([ref, ofRef]) => ({
      ref,
      path: pathOf.get(ref) ?? '',
      calls: sum(ofRef),
      errors: sum(ofRef.filter((row) => row.isError)),
    }))
    .sort((a, b) => b.calls - a.calls || a.ref.localeCompare(b.ref));
  const errorsByCode = [
    ...Map.groupBy(
      rows.filter((row) => row.isError),
      (row) => `${row.resultCode}|${row.status}`,
    ),
  ]
    .map(([, ofCode]) => ({ resultCode: ofCode[0]!.resultCode, status: ofCode[0]!.status, calls: sum(ofCode) }))
    .sort((a, b) => b.calls - a.calls || a.resultCode - b.resultCode);

  return {
    days,
    interfaces,
    errorsByCode,
    quotas: await quotasOf(deps, input.userId, now),
    recent: await fromCounters(() => deps.counters.recent(input.userId)),
  };
}

/** Each sport the customer may call now, with today's trial calls against the daily limit. */
async function quotasOf(
  deps: Pick<TDataApiDeps, 'counters' | 'entitlements'>,
  userId: string,
  now: Date,
): Promise<TSportQuota[]> {
  const today = now.toISOString().slice(0, 10);
  const resetsAt = new Date(Date.parse(`${today}T00:00:00Z`) + dayMs).toISOString();
  const grants = (await deps.entitlements.grantsOf(userId)).filter(
    (grant) => Date.parse(grant.validUntil) > now.getTime(),
  );
  const bySport = [...Map.groupBy(grants, (grant) => grant.sportType)].sort(([a], [b]) => a - b);
  return Promise.all(
    bySport.map(async ([sportType, ofSport]) => {
      // A subscription, if any, is what the sport's calls go through (admitCall prefers it).
      const grant = ofSport.find((candidate) => candidate.dailyCallLimit === null) ?? ofSport[0]!;
      const usedToday =
        grant.dailyCallLimit === null
          ? 0
          : await fromCounters(() => deps.counters.trialCallsOn(userId, sportType, today));
      return {
        sportType,
        source: grant.source,
        dailyCallLimit: grant.dailyCallLimit,
        usedToday: grant.dailyCallLimit === null ? usedToday : Math.min(usedToday, grant.dailyCallLimit),
        remaining: grant.dailyCallLimit === null ? null : Math.max(0, grant.dailyCallLimit - usedToday),
        delayMinutes: grant.delayMinutes,
        resetsAt,
        validUntil: grant.validUntil,
      };
    }),
  );
}

/**
 * What only the shared counters know (today's trial calls, the last calls); 10007 while they cannot
 * say (Redis away or slower than its timeout), as the unread count does, rather than a page that
 * shows no quota spent and no recent call.
 */
async function fromCounters<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('serviceUnavailable', undefined, { cause: error });
  }
}

function sum(rows: ReadonlyArray<{ calls: number }>): number {
  return rows.reduce((total, row) => total + row.calls, 0);
}
