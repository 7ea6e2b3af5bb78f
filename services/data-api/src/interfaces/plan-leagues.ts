import type { TDataInterface } from '@matchwire/contracts/data-api/interfaces';
import { namedLeague } from '../access/named-league.ts';
import type { ProductCoverage } from '../access/product-coverage.ts';
import type { TInterfaceAnswer, TQuery } from '../world/feed.ts';

/** The reference's default page size (`pageSize`: "1–100 (default 50)"), as every sport's world pages. */
const documentedPageSize = 50;

type TPagedList = { total: number; page: number; pageSize: number; list: Record<string, unknown>[] };

/** The leagues a list answer keeps, the item field naming each item's, and what sets its cached answers apart. */
export type TPlanLeagues = {
  field: 'competitionId' | 'tournamentId';
  leagues: ReadonlySet<number>;
  cacheKey: string;
};

/**
 * What a call's list answer is narrowed to: for a call through subscriptions that names no league,
 * to an interface whose items carry their league, the leagues of the subscriptions' products
 * (asked of the catalogue: 10007 when it cannot say); otherwise undefined, the answer in full.
 */
export async function planLeaguesOf(
  coverage: ProductCoverage,
  iface: TDataInterface,
  call: { params: TQuery; planProducts: readonly number[] },
): Promise<TPlanLeagues | undefined> {
  const field = leagueFieldOf(iface);
  if (!field || call.planProducts.length === 0 || namedLeague(call.params)) return undefined;
  const products = [...call.planProducts].sort((a, b) => a - b);
  return { field, leagues: await coverage.leaguesOf(products), cacheKey: `#plan=${products.join(',')}` };
}

/**
 * The field naming each item's league in a paged list answer of `iface` (its documented fields:
 * `total` and `list[].competitionId` or `list[].tournamentId`), or undefined when its items carry none.
 */
export function leagueFieldOf(iface: TDataInterface): 'competitionId' | 'tournamentId' | undefined {
  const names = new Set(iface.responseFields.map((field) => field.name));
  if (!names.has('total')) return undefined;
  if (names.has('list[].competitionId')) return 'competitionId';
  if (names.has('list[].tournamentId')) return 'tournamentId';
  return undefined;
}

/**
 * A paged list answer narrowed to a plan's leagues: the whole list asked of the world at once (it
 * builds every item before it pages anyway), other leagues' items dropped, then paged as the call
 * asked, so `total` and the pages count only what the plan covers.
 */
export function narrowToLeagues(
  answerOf: TInterfaceAnswer,
  call: { params: TQuery; at: Date; plan: TPlanLeagues },
): unknown {
  const whole = answerOf({ ...call.params, page: 1, pageSize: Number.MAX_SAFE_INTEGER }, call.at) as
    TPagedList | undefined;
  if (whole === undefined) return undefined;
  const { field, leagues } = call.plan;
  const items = whole.list.filter((item) => leagues.has(item[field] as number));
  const page = typeof call.params.page === 'number' ? call.params.page : 1;
  const pageSize = typeof call.params.pageSize === 'number' ? call.params.pageSize : documentedPageSize;
  return {
    ...whole,
    total: items.length,
    page,
    pageSize,
    list: items.slice((page - 1) * pageSize, page * pageSize),
  };
}
