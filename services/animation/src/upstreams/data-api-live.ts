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

/** Every demo page view and widget asks for the list; a few seconds' old list is as good, and spares the data API. */
const listKeptMs = 5000;

export function createLiveData(dataApi: TUpstream): TLiveData {
  const matchesPath = (animType: TAnimType) => `/internal/live/${animSports[animType].sport}/matches`;
  const lists = new Map<string, { askedAt: number; answer: Promise<TLiveMatch[]> }>();
  const askList = async (path: string) =>
    (await callUpstream(dataApi, path, dataApiLiveEndpoints.listLiveMatches.response))?.matchList ?? [];
  return {
    listLiveMatches(animType, lang, limit) {
      const path = `${matchesPath(animType)}?lang=${lang}&limit=${limit}`;
      const kept = lists.get(path);
      if (kept && Date.now() - kept.askedAt < listKeptMs) return kept.answer;
      const answer = askList(path);
      lists.set(path, { askedAt: Date.now(), answer });
      // A failed answer is not kept: the next call asks again.
      answer.catch(() => lists.delete(path));
      return answer;
    },
    getLiveMatch: (animType, matchId, lang) =>
      callUpstream(
        dataApi,
        `${matchesPath(animType)}/${matchId}?lang=${lang}`,
        dataApiLiveEndpoints.getLiveMatch.response,
      ),
  };
}
