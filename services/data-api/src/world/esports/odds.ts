import { csStateAt } from './csgo-map.ts';
import { dotaStateAt } from './dota2-game.ts';
import { happened } from './game-track.ts';
import { lolSideAt } from './lol-game.ts';
import type { TSeriesState, TSeriesTimeline } from './series.ts';
import { esportsTeam } from './teams.ts';

/**
 * Series prices: winner, map handicap and total maps (the last two for best-of-3 and -5).
 * Before the series they follow the teams' strengths; in play they follow the maps won and the
 * game in progress (gold, net worth or rounds), through the chances of every way the series can
 * still end. In-play markets are suspended for 20 seconds after each kill or objective, in the
 * first 30 seconds of a game, and while a bomb is planted.
 */
type TMarket = { market: string; line: number | null; prices: Record<string, number>; isSuspended: boolean };

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));
const price = (probability: number) => Math.round((1 / Math.min(0.98, Math.max(0.02, probability * 1.05))) * 100) / 100;

/** Chances of each final score (home maps, away maps), the current game at `current`, the rest at `perMap`. */
function finals(
  needed: number,
  home: number,
  away: number,
  current: number | null,
  perMap: number,
): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, chance: number, isFirst: boolean) => {
    if (h === needed || a === needed) {
      result.set(`${h}:${a}`, (result.get(`${h}:${a}`) ?? 0) + chance);
      return;
    }
    const p = isFirst && current !== null ? current : perMap;
    walk(h + 1, a, chance * p, false);
    walk(h, a + 1, chance * (1 - p), false);
  };
  walk(home, away, 1, true);
  return result;
}

/** The home team's chance to win the game in progress. */
function currentGameChance(state: TSeriesState, perMap: number): number | null {
  const game = state.current;
  if (!game || state.gameTime <= 0) return null;
  const t = state.gameTime;
  let edge = 0;
  if (game.lol) {
    const home = lolSideAt(game.lol, game.isHomeSide0 ? 0 : 1, t);
    const away = lolSideAt(game.lol, game.isHomeSide0 ? 1 : 0, t);
    edge = ((home.gold - away.gold) / 2500) * Math.min(1.5, t / 1200);
  } else if (game.dota2) {
    const lead = dotaStateAt(game.dota2, t).netWorthLead * (game.isHomeSide0 ? 1 : -1);
    edge = (lead / 4000) * Math.min(1.5, t / 1200);
  } else if (game.csgo) {
    const { score } = csStateAt(game.csgo, t);
    edge = (score.home - score.away) * 0.3 * (1 + (score.home + score.away) / 20);
  }
  return logistic(logit(perMap) + edge);
}

function isSuspended(state: TSeriesState): boolean {
  const game = state.current;
  if (!game || state.gameTime <= 0) return false;
  const t = state.gameTime;
  if (t < 30) return true;
  const track = game.lol?.track ?? game.dota2?.track;
  if (track) {
    const count = happened(track, t);
    return count > 0 && t - track.events[count - 1]!.t < 20;
  }
  return game.csgo ? csStateAt(game.csgo, t).isBombPlanted : false;
}

export function seriesMarkets(timeline: TSeriesTimeline, state: TSeriesState | undefined): TMarket[] {
  const { series } = timeline;
  const home = esportsTeam(series.homeTeamId)!;
  const away = esportsTeam(series.awayTeamId)!;
  const perMap = Math.min(0.8, Math.max(0.2, 0.5 + (home.rating - away.rating) * 0.2));
  const needed = Math.ceil(series.bestOf / 2);
  const current = state ? currentGameChance(state, perMap) : null;
  const outcomes = finals(needed, state?.score.home ?? 0, state?.score.away ?? 0, current, perMap);
  const suspended = state ? isSuspended(state) : false;
  const chanceOf = (test: (h: number, a: number) => boolean) =>
    [...outcomes].reduce((sum, [key, chance]) => {
      const [h, a] = key.split(':').map(Number) as [number, number];
      return test(h, a) ? sum + chance : sum;
    }, 0);
  const homeWins = chanceOf((h, a) => h > a);
  const markets: TMarket[] = [
    {
      market: 'winner',
      line: null,
      prices: { home: price(homeWins), away: price(1 - homeWins) },
      isSuspended: suspended,
    },
  ];
  if (series.bestOf > 1) {
    const line = homeWins >= 0.5 ? -1.5 : 1.5;
    const covers = chanceOf((h, a) => h - a + line > 0);
    markets.push({
      market: 'map_handicap',
      line,
      prices: { home: price(covers), away: price(1 - covers) },
      isSuspended: suspended,
    });
    const total = series.bestOf - 0.5;
    const over = chanceOf((h, a) => h + a > total);
    markets.push({
      market: 'total_maps',
      line: total,
      prices: { over: price(over), under: price(1 - over) },
      isSuspended: suspended,
    });
  }
  return markets;
}
