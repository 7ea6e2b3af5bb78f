import { seededRandom } from '../random.ts';
import { simulateCsMap, type TCsMap } from './csgo-map.ts';
import { simulateDotaGame, type TDotaGame } from './dota2-game.ts';
import { simulateLolGame, type TLolGame } from './lol-game.ts';
import type { TSeries } from './schedule.ts';
import { esportsTeam } from './teams.ts';

/**
 * A series played out: its games one after another with a 10-minute break between them, until
 * a team has won a majority of `bestOf`. In League of Legends and Dota 2 the home team takes
 * blue (Radiant) in game 1 and the loser of a game picks blue next; in CS:GO the maps come from a
 * veto of the pool and the home team starts on CT on odd maps.
 */
export const breakSeconds = 600;
const csMaps = ['de_mirage', 'de_inferno', 'de_nuke', 'de_ancient', 'de_anubis', 'de_dust2', 'de_vertigo'];

export type TSeriesGame = {
  gameNumber: number;
  /** Seconds after the series' start. */
  start: number;
  end: number;
  winner: 'home' | 'away';
  /** LoL/Dota 2: whether the home team is on blue / Radiant (side 0). */
  isHomeSide0: boolean;
  map: string | null;
  lol?: TLolGame;
  dota2?: TDotaGame;
  csgo?: TCsMap;
};

export type TSeriesTimeline = {
  series: TSeries;
  games: TSeriesGame[];
  end: number;
  score: { home: number; away: number };
};

function simulate(series: TSeries): TSeriesTimeline {
  const random = seededRandom('esports', 'series', series.matchId);
  const home = esportsTeam(series.homeTeamId)!;
  const away = esportsTeam(series.awayTeamId)!;
  const homeChance = Math.min(0.8, Math.max(0.2, 0.5 + (home.rating - away.rating) * 0.2));
  const needed = Math.ceil(series.bestOf / 2);
  const maps = random.shuffle(csMaps);
  const score = { home: 0, away: 0 };
  const games: TSeriesGame[] = [];
  let cursor = 0;
  let isHomeSide0 = true;
  while (score.home < needed && score.away < needed) {
    const gameNumber = games.length + 1;
    const winner = random.chance(homeChance) ? 'home' : 'away';
    const side0Wins = (winner === 'home') === isHomeSide0;
    const game: TSeriesGame = { gameNumber, start: cursor, end: cursor, winner, isHomeSide0, map: null };
    if (series.game === 'lol') {
      game.lol = simulateLolGame(random, side0Wins ? 0 : 1);
      game.end = cursor + game.lol.duration;
    } else if (series.game === 'dota2') {
      game.dota2 = simulateDotaGame(random, side0Wins ? 0 : 1);
      game.end = cursor + game.dota2.duration;
    } else {
      game.map = maps[games.length % maps.length]!;
      game.csgo = simulateCsMap(random, winner, gameNumber % 2 === 1);
      game.end = cursor + game.csgo.duration;
    }
    games.push(game);
    score[winner]++;
    cursor = game.end + breakSeconds;
    // The loser of a game picks blue (Radiant) for the next.
    isHomeSide0 = winner === 'away';
  }
  return { series, games, end: games[games.length - 1]!.end, score };
}

/** Series asked for lately: a day's lists of the three games and the live ones. */
const timelines = new Map<number, TSeriesTimeline>();

export function seriesTimeline(series: TSeries): TSeriesTimeline {
  const cached = timelines.get(series.matchId);
  if (cached) return cached;
  const timeline = simulate(series);
  if (timelines.size >= 400) timelines.delete(timelines.keys().next().value!);
  timelines.set(series.matchId, timeline);
  return timeline;
}

/**
 * Status codes (the `status` field of the reference): 0 not started, 1 live (in a game or the
 * break between two), 2 finished; 3 postponed and 4 cancelled are documented but this world
 * never postpones, so that some series of each game is always live.
 */
export type TSeriesState = {
  status: 0 | 1 | 2;
  /** The game in play, or the next one during a break; null before or after the series. */
  current: TSeriesGame | null;
  /** Seconds into the current game (0 during the break before it). */
  gameTime: number;
  /** Games over by now. */
  finished: TSeriesGame[];
  score: { home: number; away: number };
};

export function seriesStateAt(timeline: TSeriesTimeline, atMs: number): TSeriesState {
  const t = (atMs - timeline.series.startMs) / 1000;
  if (t < 0) return { status: 0, current: null, gameTime: 0, finished: [], score: { home: 0, away: 0 } };
  const finished = timeline.games.filter((game) => game.end <= t);
  const score = {
    home: finished.filter((game) => game.winner === 'home').length,
    away: finished.filter((game) => game.winner === 'away').length,
  };
  if (t >= timeline.end) return { status: 2, current: null, gameTime: 0, finished, score };
  const current = timeline.games[finished.length]!;
  return { status: 1, current, gameTime: Math.max(0, Math.floor(t - current.start)), finished, score };
}
