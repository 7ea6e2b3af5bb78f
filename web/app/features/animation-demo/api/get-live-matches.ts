import type { TLang } from '~/i18n';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import type { TDemoSport } from '../demo-sports';

/** A live match as the demo pages list it (teams, score, clock). */
export type TLiveMatch = TRouteData<'GET /animAPI/live'>['matchList'][number];

/** SPEC 7: each sport's demo list, best first (the animation service falls back to a fixed match when none is live). */
const LIVE_ROUTES = { football: 'GET /animAPI/live', basketball: 'GET /bskAnimAPI/live' } as const;

export async function getLiveMatches(
  api: TApiClient,
  sport: TDemoSport,
  lang: TLang,
  limit: number,
): Promise<TLiveMatch[]> {
  const { matchList } = await api.call(LIVE_ROUTES[sport], { query: { lang, limit } }, { isQuiet: true });
  return matchList;
}
