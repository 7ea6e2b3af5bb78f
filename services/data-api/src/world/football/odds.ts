import { seededRandom } from '../random.ts';
import type { TSide } from '../feed.ts';
import { statusCodes } from './match-clock.ts';
import { cardsSoFar, eventsSoFar, scoreSoFar, type TMatchView } from './match-state.ts';

/**
 * Bookmakers' prices from the match's goal expectations (a Poisson model of the score):
 * 1X2, over/under and Asian handicap, each bookmaker with its own margin. Before kick-off prices
 * drift a little every six hours and close at kick-off; in play they follow the score, the
 * minute and red cards, drift every 10 seconds, and are suspended for a minute and a half after
 * a goal or a sending-off and during a shoot-out.
 */
export const bookmakers = [
  { bookmakerId: 1, name: 'Kickline', margin: 0.045 },
  { bookmakerId: 2, name: 'Oddsmere', margin: 0.06 },
  { bookmakerId: 3, name: 'BetHarbor', margin: 0.035 },
  { bookmakerId: 4, name: 'Tallybook', margin: 0.07 },
];

export const markets = ['1x2', 'asian_handicap', 'over_under'] as const;

export type TMarketPrice = { market: string; line: number | null; prices: Record<string, number> };

const maxGoals = 10;

function poissonTable(mean: number): number[] {
  const table = [Math.exp(-mean)];
  for (let goals = 1; goals <= maxGoals; goals++) table.push((table[goals - 1]! * mean) / goals);
  return table;
}

/** Probability of each goal difference (home − away) and of each total, from here on. */
function outcomes(expected: Record<TSide, number>) {
  const home = poissonTable(expected.home);
  const away = poissonTable(expected.away);
  const difference = new Map<number, number>();
  const total = new Map<number, number>();
  home.forEach((ph, h) =>
    away.forEach((pa, a) => {
      difference.set(h - a, (difference.get(h - a) ?? 0) + ph * pa);
      total.set(h + a, (total.get(h + a) ?? 0) + ph * pa);
    }),
  );
  return { difference, total };
}

/** The fair chance the home side covers a half or whole handicap line, pushes left out. */
function coverChance(difference: Map<number, number>, line: number): number {
  let win = 0;
  let lose = 0;
  for (const [diff, chance] of difference) {
    if (diff + line > 0) win += chance;
    else if (diff + line < 0) lose += chance;
  }
  return win / (win + lose);
}

function handicapChance(difference: Map<number, number>, line: number): number {
  // A quarter line is half a bet on each neighbouring line.
  if (Math.abs((line * 4) % 2) === 1)
    return (coverChance(difference, line - 0.25) + coverChance(difference, line + 0.25)) / 2;
  return coverChance(difference, line);
}

function price(chance: number, margin: number, drift: number): number {
  const fair = 1 / Math.min(0.985, Math.max(0.015, chance * (1 + margin) * drift));
  return Math.max(1.01, Math.round(fair * 100) / 100);
}

/**
 * One bookmaker's markets: `expected` is the goals still to come, `score` the goals so far
 * (0–0 before kick-off), `seed` what the drift is drawn from.
 */
export function priceMarkets(
  expected: Record<TSide, number>,
  score: { home: number; away: number },
  margin: number,
  seed: Array<string | number>,
): TMarketPrice[] {
  const random = seededRandom('football-odds', ...seed);
  const drift = () => 1 + (random.next() - 0.5) * 0.04;
  const { difference, total } = outcomes(expected);
  const lead = score.home - score.away;
  let home = 0;
  let draw = 0;
  let away = 0;
  for (const [diff, chance] of difference) {
    if (diff + lead > 0) home += chance;
    else if (diff + lead === 0) draw += chance;
    else away += chance;
  }
  const sum = score.home + score.away;
  const totals = [0.5, 1.5, 2.5, 3.5, 4.5].map((extra) => {
    const over = [...total].filter(([goals]) => goals + 0.5 > extra).reduce((acc, [, chance]) => acc + chance, 0);
    return { line: sum + extra, over };
  });
  const totalLine = totals.reduce((best, one) => (Math.abs(one.over - 0.5) < Math.abs(best.over - 0.5) ? one : best));
  const handicapLines = Array.from({ length: 21 }, (_, index) => (index - 10) / 4);
  const handicapLine = handicapLines.reduce((best, line) =>
    Math.abs(handicapChance(difference, line) - 0.5) < Math.abs(handicapChance(difference, best) - 0.5) ? line : best,
  );
  const covers = handicapChance(difference, handicapLine);
  const homeDrift = drift();
  const totalDrift = drift();
  const handicapDrift = drift();
  return [
    {
      market: '1x2',
      line: null,
      prices: {
        home: price(home, margin, homeDrift),
        draw: price(draw, margin, 1),
        away: price(away, margin, 2 - homeDrift),
      },
    },
    {
      market: 'asian_handicap',
      line: handicapLine,
      prices: { home: price(covers, margin, handicapDrift), away: price(1 - covers, margin, 2 - handicapDrift) },
    },
    {
      market: 'over_under',
      line: totalLine.line,
      prices: {
        over: price(totalLine.over, margin, totalDrift),
        under: price(1 - totalLine.over, margin, 2 - totalDrift),
      },
    },
  ];
}

/** Prices before kick-off, as they stood at `at` (closed at kick-off): with their time. */
export function preMatchOdds(view: TMatchView, at: Date) {
  const { fixture, timeline } = view;
  const now = Math.min(Math.floor(at.getTime() / 1000), fixture.kickoff);
  const bucket = Math.floor(now / 21_600) * 21_600;
  const updatedAt = Math.max(bucket, fixture.visibleFrom);
  return bookmakers.map((bookmaker) => ({
    bookmaker,
    markets: priceMarkets(timeline.expectation, { home: 0, away: 0 }, bookmaker.margin, [
      fixture.matchId,
      bookmaker.bookmakerId,
      bucket,
    ]).map((market) => ({
      ...market,
      updatedAt,
    })),
  }));
}

/** Prices in play at `at`: the rest of the match priced from the minute, score and red cards. */
export function inPlayOdds(view: TMatchView, at: Date) {
  const { fixture, timeline, reading } = view;
  const now = Math.floor(at.getTime() / 1000);
  const bucket = now - (now % 10);
  const score = scoreSoFar(view);
  const cards = cardsSoFar(view);
  const fullLength = timeline.clock.periods.length > 2 ? 120 : 90;
  const remaining = Math.max(0.02, (fullLength - reading.minute) / 90);
  const expected = {
    home: timeline.expectation.home * remaining * 0.75 ** cards.red.home * 1.15 ** cards.red.away,
    away: timeline.expectation.away * remaining * 0.75 ** cards.red.away * 1.15 ** cards.red.home,
  };
  const shock = eventsSoFar(view).findLast((event) =>
    ['goal', 'own_goal', 'penalty_goal', 'red', 'second_yellow'].includes(event.kind),
  );
  const isSuspended =
    reading.status === statusCodes.penalties || (shock !== undefined && view.elapsed - shock.offset < 90);
  return bookmakers.map((bookmaker) => ({
    bookmaker,
    markets: priceMarkets(expected, score, bookmaker.margin, [
      fixture.matchId,
      bookmaker.bookmakerId,
      'live',
      bucket,
    ]).map((market) => ({
      ...market,
      isSuspended,
      updatedAt: bucket,
    })),
  }));
}
