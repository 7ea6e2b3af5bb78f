import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { OTHER_MATCHES_SHOWN, type TDemoSport } from '../demo-sports';
import { getLiveMatches } from './get-live-matches';

/** `?matchId=` when it is a match id at all; the widget says so itself when no such match is live. */
function readMatchId(request: Request): number | null {
  const matchId = Number(new URL(request.url).searchParams.get('matchId') ?? '');
  return Number.isSafeInteger(matchId) && matchId > 0 ? matchId : null;
}

/**
 * A demo page's data: the match to show (`?matchId=`, else the best live one) and the other live
 * matches to switch to. Without the list (the service did not answer) the widget finds the best
 * match itself and the page offers none.
 */
export async function loadDemoPage(request: Request, sport: TDemoSport) {
  const api = createServerApiClient(request);
  const matches = await getLiveMatches(api, sport, resolveLang(request), OTHER_MATCHES_SHOWN + 1).catch(() => []);
  const matchId = readMatchId(request) ?? matches[0]?.matchId ?? null;
  return {
    sport,
    matchId,
    otherMatches: matches.filter((match) => match.matchId !== matchId).slice(0, OTHER_MATCHES_SHOWN),
  };
}
