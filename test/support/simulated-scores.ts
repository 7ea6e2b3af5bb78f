import { basketballEvents } from '../../services/data-api/src/world/basketball/basketball-feed.ts';
import { footballEvents } from '../../services/data-api/src/world/football/football-events.ts';
import type { TMatchEvent } from '../../services/data-api/src/world/feed.ts';

/**
 * The data API's live simulator is deterministic: each match's timeline is decided once from its
 * id (services/data-api/src/world) and published as `data.match-event.v1` when the clock reaches
 * each event. So a browser test can ask the same code which match changes next, and watch that
 * match, instead of hoping something happens within its wait.
 */
const SPORTS = {
  football: { events: footballEvents, scoring: ['goal', 'own-goal', 'penalty-goal'] },
  basketball: { events: basketballEvents, scoring: ['score'] },
} as const;

export type TSimulatedSport = keyof typeof SPORTS;
export type TNextEvent = Pick<TMatchEvent, 'matchId' | 'occurredAt' | 'type' | 'score'> & { isScoring: boolean };

/** The first event of `sport` in (from, from + withinMs] (with `isScoring`, the first goal or basket), if any. */
export function nextMatchEvent(
  sport: TSimulatedSport,
  from: Date,
  withinMs: number,
  options: { isScoring: boolean },
): TNextEvent | undefined {
  const { events, scoring } = SPORTS[sport];
  const isScoring = (event: TMatchEvent) => (scoring as readonly string[]).includes(event.type);
  const found = events(from, new Date(from.getTime() + withinMs)).find(
    (event) => !options.isScoring || isScoring(event),
  );
  return found && { ...found, isScoring: isScoring(found) };
}
