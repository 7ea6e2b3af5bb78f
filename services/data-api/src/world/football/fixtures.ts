import { BoundedCache } from './bounded-cache.ts';
import { findCompetition, type TLocalized } from './competitions.ts';
import { matchTimeline, type TTimeline } from './match-timeline.ts';
import { kickoffOf } from './schedule.ts';
import { seasonPlan, type TSeasonPlan, type TSlot } from './seasons.ts';
import { rankTeams } from './standings.ts';
import { findTeam } from './teams.ts';

/**
 * A season's matches with everything fixed: kick-off, the two teams (a knockout tie's come from
 * the results before it), venue. A knockout tie is only shown once its teams are known
 * (`visibleFrom`), so the fixtures never tell a result before it happens.
 */
export type TFixture = {
  matchId: number;
  competitionId: number;
  seasonId: number;
  stageId: number;
  round: TLocalized;
  group: string | null;
  /** Unix seconds. */
  kickoff: number;
  homeTeamId: number;
  awayTeamId: number;
  venueId: number;
  isKnockout: boolean;
  isNeutral: boolean;
  isPostponed: boolean;
  /** Unix seconds from which the fixture is published. */
  visibleFrom: number;
};

const seasons = new BoundedCache<number, TFixture[]>(120);

export function seasonFixtures(seasonId: number): TFixture[] {
  return seasons.get(seasonId, () => buildFixtures(seasonPlan(Math.floor(seasonId / 10_000), seasonId % 10_000)));
}

/** A match by id, in any season the world can plan. */
export function findFixture(matchId: number): TFixture | undefined {
  const seasonId = Math.floor(matchId / 1000);
  const competition = findCompetition(Math.floor(seasonId / 10_000));
  const startYear = seasonId % 10_000;
  if (!competition || startYear < 2000 || startYear > 2100) return undefined;
  if (competition.calendar === 'world-cup' && (startYear - 2018) % 4 !== 0) return undefined;
  return seasonFixtures(seasonId)[(matchId % 1000) - 1];
}

export function timelineOf(fixture: TFixture): TTimeline {
  return matchTimeline(fixture);
}

/** How a match ended: what tables, meetings and knockout draws need, kept apart from the timeline. */
export type TOutcome = { end: number; home: number; away: number; winner: 'home' | 'away' | null };

// Small and used by every table, so many more are kept than timelines.
const outcomes = new BoundedCache<number, TOutcome>(40_000);

export function outcomeOf(fixture: TFixture): TOutcome {
  return outcomes.get(fixture.matchId, () => {
    const timeline = timelineOf(fixture);
    return { end: fixture.kickoff + timeline.clock.end, ...timeline.fullTime, winner: timeline.winner };
  });
}

/** Whether the match is over at `now` (Unix seconds); a called-off match never is. */
export function isOverAt(fixture: TFixture, now: number): boolean {
  return !fixture.isPostponed && outcomeOf(fixture).end <= now;
}

function buildFixtures(plan: TSeasonPlan): TFixture[] {
  const fixtures: TFixture[] = [];
  // Published a month before the season's first match.
  const published = (plan.firstDay - 30) * 86_400;
  const byTie = new Map<string, TFixture>();
  for (const slot of plan.slots) {
    const kickoff = kickoffOf(slot);
    let teams: [number, number] | null = slot.homeTeamId !== null ? [slot.homeTeamId, slot.awayTeamId!] : null;
    let visibleFrom = published;
    if (!teams && slot.knockout) {
      const resolved = resolveTie(plan, slot, fixtures, byTie);
      teams = resolved.teams;
      visibleFrom = resolved.decidedAt;
    }
    const [homeTeamId, awayTeamId] = teams!;
    const isFinal = slot.knockout !== null && slot.round.en === 'Final';
    const fixture: TFixture = {
      matchId: slot.matchId,
      competitionId: slot.competitionId,
      seasonId: slot.seasonId,
      stageId: slot.stageId,
      round: slot.round,
      group: slot.group,
      kickoff,
      homeTeamId,
      awayTeamId,
      venueId: findTeam(homeTeamId)!.venue.venueId,
      isKnockout: slot.knockout !== null,
      isNeutral: plan.competition.competitionId === 75 || isFinal,
      isPostponed: slot.isPostponed,
      visibleFrom,
    };
    fixtures.push(fixture);
    if (slot.knockout) byTie.set(`${slot.knockout.round}:${slot.knockout.tie}`, fixture);
  }
  return fixtures;
}

/** The teams of a knockout tie and when they became known: group places, or the winners of the two ties before. */
function resolveTie(
  plan: TSeasonPlan,
  slot: TSlot,
  fixtures: TFixture[],
  byTie: Map<string, TFixture>,
): { teams: [number, number]; decidedAt: number } {
  const { round, tie } = slot.knockout!;
  if (round === 0) {
    const groupTable = (group: number) => {
      const teamIds = plan.teamIds.slice(group * 4, group * 4 + 4);
      const letter = String.fromCharCode(65 + group);
      const matches = fixtures.filter((fixture) => fixture.group === letter);
      const results = matches.map((fixture) => ({ ...fixture, ...outcomeOf(fixture) }));
      return { rows: rankTeams(teamIds, results), decidedAt: Math.max(...results.map((result) => result.end)) };
    };
    const own = groupTable(tie);
    const paired = groupTable(tie ^ 1);
    return {
      teams: [own.rows[0]!.teamId, paired.rows[1]!.teamId],
      decidedAt: Math.max(own.decidedAt, paired.decidedAt),
    };
  }
  const winnerOf = (index: number) => {
    const fixture = byTie.get(`${round - 1}:${index}`)!;
    const { winner, end } = outcomeOf(fixture);
    return { teamId: winner === 'away' ? fixture.awayTeamId : fixture.homeTeamId, decidedAt: end };
  };
  const first = winnerOf(tie * 2);
  const second = winnerOf(tie * 2 + 1);
  return { teams: [first.teamId, second.teamId], decidedAt: Math.max(first.decidedAt, second.decidedAt) };
}
