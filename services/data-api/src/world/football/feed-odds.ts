import type { TInterfaceAnswer } from '../feed.ts';
import { intOf, textOf } from '../shared/query.ts';
import { findVisibleView, fixturesOfDay, isShown, liveViews } from './match-index.ts';
import { hasStarted, isLive, scoreSoFar, viewAt, type TMatchView } from './match-state.ts';
import { inPlayOdds, preMatchOdds } from './odds.ts';
import { dayOf } from './seasons.ts';

/** Pre-match and in-play prices, filtered by market and bookmaker. */
type TBookmakerPrices = ReturnType<typeof preMatchOdds>;

function bookmakerItems<T extends TBookmakerPrices[number] | ReturnType<typeof inPlayOdds>[number]>(
  prices: T[],
  market: string | undefined,
  bookmakerId: number | undefined,
) {
  return prices
    .filter(({ bookmaker }) => bookmakerId === undefined || bookmaker.bookmakerId === bookmakerId)
    .map(({ bookmaker, markets }) => ({
      bookmakerId: bookmaker.bookmakerId,
      name: bookmaker.name,
      markets: markets.filter((one) => market === undefined || one.market === market),
    }));
}

export const listPreMatchOdds: TInterfaceAnswer = (query, at) => {
  const matchId = intOf(query, 'matchId');
  const date = textOf(query, 'date');
  const market = textOf(query, 'market');
  const bookmakerId = intOf(query, 'bookmakerId');
  let views: TMatchView[];
  if (matchId !== undefined) {
    const view = findVisibleView(matchId, at);
    if (!view) return undefined;
    views = [view];
  } else {
    const day = date === undefined ? dayOf(at) : dayOf(Date.parse(`${date}T00:00:00Z`));
    views = fixturesOfDay(day)
      .filter((fixture) => isShown(fixture, at) && !fixture.isPostponed)
      .map((fixture) => viewAt(fixture, at));
  }
  return {
    list: views
      .filter((view) => !view.fixture.isPostponed)
      .map((view) => ({
        matchId: view.fixture.matchId,
        bookmakers: bookmakerItems(preMatchOdds(view, at), market, bookmakerId),
      })),
  };
};

export const listInPlayOdds: TInterfaceAnswer = (query, at) => {
  const matchId = intOf(query, 'matchId');
  const market = textOf(query, 'market');
  let views: TMatchView[];
  if (matchId !== undefined) {
    const view = findVisibleView(matchId, at);
    if (!view) return undefined;
    views = hasStarted(view) && isLive(view) ? [view] : [];
  } else views = liveViews(at);
  return {
    list: views.map((view) => ({
      matchId: view.fixture.matchId,
      minute: view.reading.minute,
      score: scoreSoFar(view),
      bookmakers: bookmakerItems(inPlayOdds(view, at), market, undefined),
    })),
  };
};
