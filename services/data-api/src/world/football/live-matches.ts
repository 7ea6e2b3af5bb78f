import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import { byImportance, liveSides, toWidgetEvent, type TLiveSource } from '../live/live-source.ts';
import { findCompetition } from './competitions.ts';
import { streamEventsOf } from './football-events.ts';
import { isOverAt, outcomeOf, type TFixture } from './fixtures.ts';
import { findVisibleFixture, fixturesKickingOff, isShown, liveViews } from './match-index.ts';
import { eventsSoFar, hasStarted, isFinished, scoreSoFar, viewAt } from './match-state.ts';
import { findPlayer, findTeam, squadOf } from './teams.ts';

/** The order the demo ranks live matches in: the World Cup and the Champions League, the big five, then the rest. */
const competitionOrder = [75, 103, 36, 31, 34, 8, 11, 113, 626, 632, 138, 140, 23, 57, 4, 242, 25, 15, 192, 37];

function header(fixture: TFixture, at: Date, lang: TLang): TLiveMatch {
  const view = viewAt(fixture, at);
  const status = !hasStarted(view) ? 'scheduled' : isFinished(view) ? 'finished' : 'live';
  return {
    matchId: fixture.matchId,
    animType: 0,
    competitionName: findCompetition(fixture.competitionId)?.name[lang] ?? '',
    ...liveSides('football', findTeam(fixture.homeTeamId)!, findTeam(fixture.awayTeamId)!, lang),
    score: scoreSoFar(view),
    clock: view.reading.minuteText,
    period: eventsSoFar(view).at(-1)?.period ?? 0,
    status,
    startsAt: new Date(fixture.kickoff * 1000).toISOString(),
  };
}

/** The football world's matches as the live-animation widgets see them. */
export const footballLive: TLiveSource = {
  liveMatches(at, lang) {
    const rank = byImportance(competitionOrder);
    return liveViews(at)
      .map((view) => ({ view, competitionId: view.fixture.competitionId, elapsedMs: view.elapsed * 1000 }))
      .sort(rank)
      .map(({ view }) => header(view.fixture, at, lang));
  },
  latestFinished(at, lang) {
    const now = Math.floor(at.getTime() / 1000);
    const [latest] = fixturesKickingOff(now - 86_400, now)
      .filter((fixture) => isShown(fixture, at) && isOverAt(fixture, now))
      .sort((a, b) => outcomeOf(b).end - outcomeOf(a).end);
    return latest && header(latest, at, lang);
  },
  findMatch(matchId, at, lang) {
    const fixture = findVisibleFixture(matchId, at);
    if (!fixture) return undefined;
    const events = streamEventsOf(fixture)
      .filter((event) => event.occurredAt <= at)
      .map((event) => toWidgetEvent(event, (event.playerId && findPlayer(event.playerId)?.name) || ''));
    const players = [...squadOf(fixture.homeTeamId), ...squadOf(fixture.awayTeamId)].map(({ playerId, name }) => ({
      playerId,
      name,
    }));
    return { match: header(fixture, at, lang), events, players };
  },
};
