import type { TInterfaceAnswer } from '../feed.ts';
import { competitions, findCompetition, type TLang } from './competitions.ts';
import { intOf, langOf, paged, textOf, unixSeconds } from '../shared/query.ts';
import { isOverAt, outcomeOf, seasonFixtures, type TFixture } from './fixtures.ts';
import { fixturesKickingOff, fixturesOfDay, isShown, liveViews } from './match-index.ts';
import { cardsSoFar, countSoFar, scoreboard, scoreSoFar, updatedAt, viewAt, isFinished } from './match-state.ts';
import { currentStartYear, dayOf, findListedSeason, listedStartYears, seasonPlan } from './seasons.ts';
import { rankTeams } from './standings.ts';
import { findTeam } from './teams.ts';

/** Fixtures, results, live scores, tables and meetings. */
function teamRef(teamId: number, lang: TLang) {
  return { teamId, name: findTeam(teamId)!.name[lang] };
}

/** The seasons (current, with their cups) a team plays in at `at`. */
function currentSeasonsOfTeam(teamId: number, at: Date): number[] {
  return competitions
    .map((competition) => seasonPlan(competition.competitionId, currentStartYear(competition, at)))
    .filter((plan) => plan.teamIds.includes(teamId))
    .map((plan) => plan.seasonId);
}

/** Changes older than a week are not kept (the documented limit of changedSince). */
const changesKeptSeconds = 7 * 86_400;

export const listMatches: TInterfaceAnswer = (query, at) => {
  const now = unixSeconds(at);
  const date = textOf(query, 'date');
  const competitionId = intOf(query, 'competitionId');
  const seasonId = intOf(query, 'seasonId');
  const teamId = intOf(query, 'teamId');
  const changedSince = intOf(query, 'changedSince');
  const day = date === undefined ? undefined : dayOf(Date.parse(`${date}T00:00:00Z`));
  // Start from the narrowest set the query names, then apply every filter.
  let candidates: TFixture[];
  if (seasonId !== undefined) {
    if (!findListedSeason(seasonId, at)) return undefined;
    candidates = seasonFixtures(seasonId);
  } else if (day !== undefined) candidates = fixturesOfDay(day);
  else if (changedSince !== undefined) {
    // A match changes from an hour before kick-off (line-ups) until its final whistle.
    candidates = fixturesKickingOff(Math.max(changedSince, now - changesKeptSeconds) - 4 * 3600, now + 3600);
  } else if (teamId !== undefined) candidates = currentSeasonsOfTeam(teamId, at).flatMap((id) => seasonFixtures(id));
  else if (competitionId !== undefined) {
    const competition = findCompetition(competitionId);
    if (!competition) return undefined;
    candidates = seasonFixtures(seasonPlan(competitionId, currentStartYear(competition, at)).seasonId);
  } else candidates = fixturesOfDay(dayOf(at));
  const lang = langOf(query);
  const items = candidates
    .filter(
      (fixture) =>
        isShown(fixture, at) &&
        (competitionId === undefined || fixture.competitionId === competitionId) &&
        (teamId === undefined || fixture.homeTeamId === teamId || fixture.awayTeamId === teamId) &&
        (day === undefined || dayOf(fixture.kickoff * 1000) === day),
    )
    .sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId)
    .map((fixture) => {
      const view = viewAt(fixture, at);
      return {
        matchId: fixture.matchId,
        competitionId: fixture.competitionId,
        seasonId: fixture.seasonId,
        round: fixture.round[lang],
        kickoffTime: fixture.kickoff,
        status: view.reading.status,
        homeTeam: teamRef(fixture.homeTeamId, lang),
        awayTeam: teamRef(fixture.awayTeamId, lang),
        score: scoreboard(view),
        venueId: fixture.venueId,
        updatedAt: updatedAt(view, at),
      };
    })
    .filter(
      (item) =>
        changedSince === undefined || (item.updatedAt > changedSince && item.updatedAt >= now - changesKeptSeconds),
    );
  return paged(items, query);
};

export const listLiveScores: TInterfaceAnswer = (query, at) => {
  const competitionId = intOf(query, 'competitionId');
  return {
    list: liveViews(at)
      .filter((view) => competitionId === undefined || view.fixture.competitionId === competitionId)
      .map((view) => {
        const cards = cardsSoFar(view);
        return {
          matchId: view.fixture.matchId,
          status: view.reading.status,
          minute: view.reading.minute,
          minuteText: view.reading.minuteText,
          score: scoreSoFar(view),
          redCards: cards.red,
          yellowCards: cards.yellow,
          corners: countSoFar(view, view.timeline.corners),
          updatedAt: updatedAt(view, at),
        };
      }),
  };
};

export const showStandings: TInterfaceAnswer = (query, at) => {
  const plan = findListedSeason(intOf(query, 'seasonId') ?? -1, at);
  if (!plan) return undefined;
  const stageId = intOf(query, 'stageId') ?? 1;
  if (!plan.stages.some((stage) => stage.stageId === stageId)) return undefined;
  const lang = langOf(query);
  const now = unixSeconds(at);
  const finished = seasonFixtures(plan.seasonId).filter(
    (fixture) => fixture.stageId === stageId && isOverAt(fixture, now),
  );
  const results = finished.map((fixture) => ({ ...fixture, ...outcomeOf(fixture) }));
  const table = (name: string, teamIds: number[]) => ({
    name,
    rows: rankTeams(teamIds, results).map(({ teamId, ...row }, index) => ({
      position: index + 1,
      team: teamRef(teamId, lang),
      ...row,
    })),
  });
  const isKnockoutStage = plan.competition.format.kind === 'cup' && (plan.groups === 0 || stageId === 2);
  if (isKnockoutStage) return { groups: [] };
  if (plan.groups === 0) return { groups: [table('', plan.teamIds)] };
  return {
    groups: Array.from({ length: plan.groups }, (_, group) => {
      const letter = String.fromCharCode(65 + group);
      return table(lang === 'vi' ? `Bảng ${letter}` : `Group ${letter}`, plan.teamIds.slice(group * 4, group * 4 + 4));
    }),
  };
};

export const showHeadToHead: TInterfaceAnswer = (query, at) => {
  const teamId = intOf(query, 'teamId') ?? -1;
  const opponentId = intOf(query, 'opponentId') ?? -1;
  if (!findTeam(teamId) || !findTeam(opponentId)) return undefined;
  const limit = intOf(query, 'limit') ?? 10;
  const meetings = competitions
    .flatMap((competition) =>
      listedStartYears(competition, at).map((startYear) => seasonPlan(competition.competitionId, startYear)),
    )
    .filter((plan) => plan.teamIds.includes(teamId) && plan.teamIds.includes(opponentId))
    .flatMap((plan) => seasonFixtures(plan.seasonId))
    .filter(
      (fixture) =>
        (fixture.homeTeamId === teamId && fixture.awayTeamId === opponentId) ||
        (fixture.homeTeamId === opponentId && fixture.awayTeamId === teamId),
    )
    .map((fixture) => viewAt(fixture, at))
    .filter(isFinished)
    .sort((a, b) => b.fixture.kickoff - a.fixture.kickoff)
    .slice(0, limit);
  const summary = { wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
  const list = meetings.map((view) => {
    const score = scoreSoFar(view);
    const [own, theirs] = view.fixture.homeTeamId === teamId ? [score.home, score.away] : [score.away, score.home];
    summary.goalsFor += own;
    summary.goalsAgainst += theirs;
    if (own > theirs) summary.wins++;
    else if (own === theirs) summary.draws++;
    else summary.losses++;
    return {
      matchId: view.fixture.matchId,
      startTime: view.fixture.kickoff,
      competitionId: view.fixture.competitionId,
      score,
    };
  });
  return { summary, list };
};
