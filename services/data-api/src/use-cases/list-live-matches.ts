import type { TLang } from '@matchwire/contracts/common/lang';
import type { TLiveSport } from '@matchwire/contracts/data-api/live-endpoints';
import type { TDataApiDeps } from '../data-api-deps.ts';

/**
 * The live matches of a sport for the widgets, best first; when none is in play, the match that
 * finished last, so a demo page always has a match to show (SPEC.md section 7's fallback).
 */
export function listLiveMatches(
  deps: Pick<TDataApiDeps, 'world' | 'clock'>,
  input: { sport: TLiveSport; lang: TLang; limit: number },
) {
  const source = deps.world.live[input.sport];
  const now = deps.clock();
  const live = source.liveMatches(now, input.lang).slice(0, input.limit);
  if (live.length > 0) return { matchList: live, isFallback: false };
  const latest = source.latestFinished(now, input.lang);
  return { matchList: latest ? [latest] : [], isFallback: true };
}
