import type { TLiveMatch, TWidgetEvent } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TLiveSport } from '@matchwire/contracts/data-api/live-endpoints';
import type { TMatchEvent } from '../feed.ts';
import { teamColours } from './team-colours.ts';

/** A match's header and its events so far, as the live-animation widgets show them, and its teams' players. */
export type TLiveMatchAtMoment = {
  match: TLiveMatch;
  events: TWidgetEvent[];
  players: Array<{ playerId: number; name: string }>;
};

/** What a sport's world tells the widgets about its matches at a moment. */
export type TLiveSource = {
  /** The matches in play, best first (the competition's rank, then the furthest into play). */
  liveMatches(at: Date, lang: TLang): TLiveMatch[];
  /** The match that finished last by `at`: what a demo shows when nothing is in play. */
  latestFinished(at: Date, lang: TLang): TLiveMatch | undefined;
  /** One match as it stands, with its events so far; undefined for an id no shown match has. */
  findMatch(matchId: number, at: Date, lang: TLang): TLiveMatchAtMoment | undefined;
};

export type TLiveSources = Record<TLiveSport, TLiveSource>;

/** A stream event as the widget draws it, with its player's name (empty without a player). */
export function toWidgetEvent(event: TMatchEvent, playerName: string): TWidgetEvent {
  return {
    eventId: event.eventId,
    type: event.type,
    side: event.side ?? '',
    clock: event.clock,
    period: event.period,
    playerName,
    score: { ...event.score },
    occurredAt: event.occurredAt.toISOString(),
  };
}

/** A team as a match header shows it: its name in each language and the short name of the scoreboard. */
export type TLiveTeam = { teamId: number; name: Record<TLang, string>; shortName: string };

/** The two sides of a match header: each team's name in `lang`, its short name, and a kit colour that tells them apart. */
export function liveSides(sport: TLiveSport, home: TLiveTeam, away: TLiveTeam, lang: TLang) {
  const colours = teamColours(sport, home.teamId, away.teamId);
  return {
    home: { name: home.name[lang], shortName: home.shortName, colour: colours.home },
    away: { name: away.name[lang], shortName: away.shortName, colour: colours.away },
  } satisfies Pick<TLiveMatch, 'home' | 'away'>;
}

/** Best first: the competition's rank in `order` (unknown ones last), then the furthest into play. */
export function byImportance<T extends { competitionId: number; elapsedMs: number }>(order: readonly number[]) {
  const rank = (competitionId: number) => {
    const index = order.indexOf(competitionId);
    return index === -1 ? order.length : index;
  };
  return (a: T, b: T) => rank(a.competitionId) - rank(b.competitionId) || b.elapsedMs - a.elapsedMs;
}
