import type { TMatchEvent, TSide } from '../feed.ts';
import { eventsInWindow, eventsOnceFor } from '../shared/event-window.ts';
import type { TSeriesGame, TSeriesTimeline } from './series.ts';
import { esportsTeam } from './teams.ts';

/**
 * A series' events as the simulator publishes them: game-start, every kill and objective
 * (League of Legends, Dota 2) or round-end (CS:GO), game-end and series-end. `period` is the
 * game number; `clock` the game time (`23:41`) or the round (`R17`); `score` the game's kills or
 * rounds, and the series score on game-end and series-end. Blue / Radiant map to home or away
 * by who plays them in that game.
 */
const eventsOf = eventsOnceFor(buildEvents);

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

function gameEvents(
  timeline: TSeriesTimeline,
  game: TSeriesGame,
  add: (event: Omit<TMatchEvent, 'eventId' | 'sport' | 'game' | 'matchId' | 'competitionId'>) => void,
) {
  const { series } = timeline;
  const at = (t: number) => new Date(series.startMs + (game.start + t) * 1000);
  const sideOf = (side: 0 | 1): TSide => ((side === 0) === game.isHomeSide0 ? 'home' : 'away');
  const teamOf = (side: TSide) => esportsTeam(side === 'home' ? series.homeTeamId : series.awayTeamId)!;
  add({
    type: 'game-start',
    occurredAt: at(0),
    period: game.gameNumber,
    clock: '00:00',
    side: null,
    playerId: null,
    score: { home: 0, away: 0 },
  });
  const track = game.lol?.track ?? game.dota2?.track;
  if (track) {
    track.events.forEach((event, index) => {
      const kills = track.totals[index]!.kill;
      const side = sideOf(event.side);
      add({
        type: event.kind === 'kill' ? 'kill' : 'objective',
        occurredAt: at(event.t),
        period: game.gameNumber,
        clock: mmss(event.t),
        side,
        playerId: event.kind === 'kill' ? teamOf(side).players[event.slot]!.playerId : null,
        score: sideOf(0) === 'home' ? { home: kills[0], away: kills[1] } : { home: kills[1], away: kills[0] },
      });
    });
  }
  if (game.csgo) {
    const won = { home: 0, away: 0 };
    game.csgo.rounds.forEach((round, index) => {
      won[round.winner]++;
      add({
        type: 'round-end',
        occurredAt: at(round.end),
        period: game.gameNumber,
        clock: `R${index + 1}`,
        side: round.winner,
        playerId: null,
        score: { ...won },
      });
    });
  }
}

function buildEvents(timeline: TSeriesTimeline): TMatchEvent[] {
  const { series } = timeline;
  const events: TMatchEvent[] = [];
  const add = (event: Omit<TMatchEvent, 'eventId' | 'sport' | 'game' | 'matchId' | 'competitionId'>) =>
    events.push({
      sport: 'esports',
      game: series.game,
      matchId: series.matchId,
      competitionId: series.tournamentId,
      eventId: events.length + 1,
      ...event,
    });
  const score = { home: 0, away: 0 };
  for (const game of timeline.games) {
    gameEvents(timeline, game, add);
    score[game.winner]++;
    const end = new Date(series.startMs + game.end * 1000);
    const clock = game.csgo ? `R${game.csgo.rounds.length}` : mmss(game.end - game.start);
    // The last game's end is the series' end too: the same moment, winner and series score.
    const ending = { occurredAt: end, period: game.gameNumber, clock, side: game.winner, playerId: null };
    add({ type: 'game-end', ...ending, score: { ...score } });
    if (game === timeline.games[timeline.games.length - 1]) add({ type: 'series-end', ...ending, score: { ...score } });
  }
  // Events within a game are in time order already except the track's (sorted) against round ends: sort stably.
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.occurredAt.getTime() - b.event.occurredAt.getTime() || a.index - b.index)
    .map(({ event }, index) => ({ ...event, eventId: index + 1 }));
}

/** The series' events in (fromMs, toMs]. */
export function seriesEventsOf(timeline: TSeriesTimeline, fromMs: number, toMs: number): TMatchEvent[] {
  return eventsInWindow(eventsOf(timeline), fromMs, toMs);
}
