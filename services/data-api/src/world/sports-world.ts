import { basketballEvents, basketballFeed } from './basketball/basketball-feed.ts';
import { basketballLive } from './basketball/live-games.ts';
import { esportsEvents, esportsFeed } from './esports/esports-feed.ts';
import { footballEvents, footballFeed } from './football/football-feed.ts';
import { footballLive } from './football/live-matches.ts';
import type { TWorld } from './world.ts';

/** The generated world the data API serves: football, basketball and esports (the widgets: football and basketball). */
export const sportsWorld: TWorld = {
  feeds: { football: footballFeed, basketball: basketballFeed, esports: esportsFeed },
  events: { football: footballEvents, basketball: basketballEvents, esports: esportsEvents },
  live: { football: footballLive, basketball: basketballLive },
};
