import type { TSportFeed } from '../feed.ts';
import {
  listMatchEvents,
  listPlayerStatistics,
  showExpectedGoals,
  showLineups,
  showMatchStatistics,
} from './feed-match-details.ts';
import { listLiveScores, listMatches, showHeadToHead, showStandings } from './feed-matches.ts';
import { listInPlayOdds, listPreMatchOdds } from './feed-odds.ts';
import { listCompetitions, listPlayers, listSeasons, listTeams } from './feed-reference.ts';

/**
 * The football world as the data API serves it: one answer per interface of
 * packages/contracts/src/data-api/reference/football.json, by ref. A pure function of the
 * query and the moment asked for (see world/feed.ts).
 */
export const footballFeed: TSportFeed = {
  'football.competitions': listCompetitions,
  'football.seasons': listSeasons,
  'football.teams': listTeams,
  'football.players': listPlayers,
  'football.matches': listMatches,
  'football.live-scores': listLiveScores,
  'football.match-events': listMatchEvents,
  'football.lineups': showLineups,
  'football.match-statistics': showMatchStatistics,
  'football.player-statistics': listPlayerStatistics,
  'football.standings': showStandings,
  'football.pre-match-odds': listPreMatchOdds,
  'football.in-play-odds': listInPlayOdds,
  'football.head-to-head': showHeadToHead,
  'football.expected-goals': showExpectedGoals,
};

export { footballEvents } from './football-events.ts';
