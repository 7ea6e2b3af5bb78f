import { seededRandom } from '../random.ts';
import { basketballCompetition } from './competitions.ts';
import type { TGameState } from './game-state.ts';
import type { TGameTimeline } from './game-timeline.ts';
import { basketballTeam } from './teams.ts';

/**
 * Prices for a game: moneyline, spread and total from three bookmakers. Before tip-off they follow
 * the teams' strengths; in play they follow the score and the time left (the lead is projected to
 * the end, its uncertainty shrinking as the clock runs down), so they move with every basket.
 * Each bookmaker keeps a small margin and shades prices its own way.
 */
export const bookmakers = ['Northgate Bet', 'Lotus Odds', 'Meridian Sports'];

type TMarket = { market: string; line: number | null; prices: Record<string, number> };

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26). */
function normal(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const price = (probability: number, margin: number) =>
  Math.max(1.01, Math.round((1 / Math.min(0.99, Math.max(0.01, probability * (1 + margin)))) * 100) / 100);
const half = (value: number) => Math.floor(value) + 0.5;

/** The game's markets for one bookmaker, from the state at the moment (or before tip-off). */
export function gameMarkets(timeline: TGameTimeline, state: TGameState | undefined, bookmaker: number): TMarket[] {
  const { game } = timeline;
  const competition = basketballCompetition(game.competitionId)!;
  const home = basketballTeam(game.homeTeamId)!;
  const away = basketballTeam(game.awayTeamId)!;
  const regulation = competition.quarterMinutes * 4 * 60;
  const expectedMargin = home.rating - away.rating + 2.5;
  const expectedTotal = competition.quarterMinutes === 12 ? 214 : 162;
  let left = 1;
  let lead = 0;
  let points = 0;
  if (state && state.status !== 0) {
    const played =
      state.period === 0
        ? 0
        : state.period <= 4
          ? (state.period - 1) * competition.quarterMinutes * 60 + (competition.quarterMinutes * 60 - state.clockLeft)
          : regulation;
    left = Math.max(0.01, (regulation - played) / regulation);
    lead = state.score.home - state.score.away;
    points = state.score.home + state.score.away;
  }
  const shade = seededRandom('basketball', 'bookmaker', game.matchId, bookmaker).next() * 0.02 - 0.01;
  const margin = 0.04 + bookmaker * 0.005;
  const projected = lead + expectedMargin * left + shade * 10;
  const spread = Math.max(0.6, 12 * Math.sqrt(left));
  const homeWins = normal(projected / spread);
  const spreadLine = -half(projected);
  const homeCovers = normal((projected + spreadLine) / spread);
  const totalLine = half(points + expectedTotal * left + shade * 20);
  return [
    { market: 'moneyline', line: null, prices: { home: price(homeWins, margin), away: price(1 - homeWins, margin) } },
    {
      market: 'spread',
      line: spreadLine,
      prices: { home: price(homeCovers, margin), away: price(1 - homeCovers, margin) },
    },
    {
      market: 'total',
      line: totalLine,
      prices: { over: price(0.5 - shade, margin), under: price(0.5 + shade, margin) },
    },
  ];
}
