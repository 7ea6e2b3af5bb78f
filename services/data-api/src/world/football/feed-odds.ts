import type { TInterfaceAnswer, TQuery } from '../feed.ts';
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

/** The match `matchId` names (undefined when the API does not show it); without one, `others()`. */
function viewsAsked(query: TQuery, at: Date, others: () => TMatchView[]): TMatchView[] | undefined {
  const matchId = intOf(query, 'matchId');
  if (matchId === undefined) return others();
  const view = findVisibleView(matchId, at);
  return view && [view];
}

export const listPreMatchOdds: TInterfaceAnswer = (query, at) => {
  const date = textOf(query, 'date');
  const market = textOf(query, 'market');
  const bookmakerId = intOf(query, 'bookmakerId');
  const views = viewsAsked(query, at, () =>
    fixturesOfDay(date === undefined ? dayOf(at) : dayOf(Date.parse(`${date}T00:00:00Z`)))
      .filter((fixture) => isShown(fixture, at) && !fixture.isPostponed)
      .map((fixture) => viewAt(fixture, at)),
  );
  if (!views) return undefined;
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
  const market = textOf(query, 'market');
  // A match asked for by id is listed only while it is in play, as every match of `liveViews` is.
  const views = viewsAsked(query, at, () => liveViews(at));
  if (!views) return undefined;
  return {
    list: views
      .filter((view) => hasStarted(view) && isLive(view))
      .map((view) => ({
        matchId: view.fixture.matchId,
        minute: view.reading.minute,
        score: scoreSoFar(view),
        bookmakers: bookmakerItems(inPlayOdds(view, at), market, undefined),
      })),
  };
};
