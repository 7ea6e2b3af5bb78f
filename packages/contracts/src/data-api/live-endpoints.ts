import { z } from 'zod';
import { ZLiveMatch, ZWidgetEvent } from '../animation/live.ts';
import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';

const { internalRoute } = routeKinds('data-api');

/** The sports the live-animation widgets draw (esports has no pitch). */
export const ZLiveSport = z.enum(['football', 'basketball']);
export type TLiveSport = z.infer<typeof ZLiveSport>;

export const ZLiveMatchesParams = z.object({ sport: ZLiveSport });
export const ZLiveMatchesQuery = z.object({
  lang: z.enum(['en', 'vi']).default('en'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
/** The live matches, best first; when none is live, the fallback match alone (the latest finished). */
export const ZLiveMatchesAnswer = z.object({ matchList: z.array(ZLiveMatch), isFallback: z.boolean() });

export const ZLiveMatchParams = z.object({ sport: ZLiveSport, matchId: z.coerce.number().int().positive() });
export const ZLiveMatchQuery = z.object({
  lang: z.enum(['en', 'vi']).default('en'),
  /** The last events to answer (the widget keeps 30). */
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
/**
 * One match as it stands, with its last events so far in the order they happened, and both teams'
 * players (what names the players of the events `data.match-event.v1` brings next).
 */
export const ZLiveMatchAnswer = z.object({
  match: ZLiveMatch,
  events: z.array(ZWidgetEvent),
  players: z.array(z.object({ playerId: z.number().int().positive(), name: z.string() })),
});
export type TLiveMatchAnswer = z.infer<typeof ZLiveMatchAnswer>;

/**
 * The data API's live matches for the animation service (caller `animation`): the headers the
 * widgets show (teams, competition, score, clock), from the same simulated world whose events
 * `data.match-event.v1` carries.
 */
export const dataApiLiveEndpoints = {
  listLiveMatches: defineEndpoint({
    ...internalRoute('animation'),
    method: 'GET',
    path: '/internal/live/:sport/matches',
    summary:
      'The live matches of a sport, best first (competition, then minute); the latest finished one when none is.',
    request: { params: ZLiveMatchesParams, query: ZLiveMatchesQuery },
    response: ZLiveMatchesAnswer,
  }),
  getLiveMatch: defineEndpoint({
    ...internalRoute('animation'),
    method: 'GET',
    path: '/internal/live/:sport/matches/:matchId',
    summary: 'One match’s header and its events so far (with player names); 10004 for an unknown match.',
    request: { params: ZLiveMatchParams, query: ZLiveMatchQuery },
    response: ZLiveMatchAnswer,
  }),
};
