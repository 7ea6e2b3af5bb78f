import { animSports, type TAnimType } from '@matchwire/contracts/animation/fields';
import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import { dataApiLiveEndpoints, type TLiveMatchAnswer } from '@matchwire/contracts/data-api/live-endpoints';
import { callUpstream, type TUpstream } from './call-upstream.ts';

/** The data API's live matches, as the animation service asks for them (caller `animation`). */
export type TLiveData = {
  /** The live matches of the sport, best first; the latest finished one when none is live. */
  listLiveMatches(animType: TAnimType, lang: TLang, limit: number): Promise<TLiveMatch[]>;
  /** One match with its events so far and its players; undefined when the data API knows no such match. */
  getLiveMatch(animType: TAnimType, matchId: number, lang: TLang): Promise<TLiveMatchAnswer | undefined>;
};

export function createLiveData(dataApi: TUpstream): TLiveData {
  const matchesPath = (animType: TAnimType) => `/internal/live/${animSports[animType].sport}/matches`;
  return {
    async listLiveMatches(animType, lang, limit) {
      const path = `${matchesPath(animType)}?lang=${lang}&limit=${limit}`;
      return (await callUpstream(dataApi, path, dataApiLiveEndpoints.listLiveMatches.response))?.matchList ?? [];
    },
    getLiveMatch: (animType, matchId, lang) =>
      callUpstream(
        dataApi,
        `${matchesPath(animType)}/${matchId}?lang=${lang}`,
        dataApiLiveEndpoints.getLiveMatch.response,
      ),
  };
}
