import { describe, expect, it } from 'vitest';
import { footballFeed } from '../../src/world/football/football-feed.ts';
import type { TTableRow } from '../../src/world/football/standings.ts';
import { readCatalogueSeed } from './support/world-checks.ts';

/**
 * The football world's coherence: the catalogue's football leagues are the feed's competitions,
 * tables are the results added up, player totals are the matches' events, meetings are matches
 * between the two clubs, and a knockout tie appears only once its clubs are known.
 */
type TPaged<T> = { total: number; page: number; pageSize: number; list: T[] };
type TMatch = {
  matchId: number;
  status: number;
  kickoffTime: number;
  homeTeam: { teamId: number };
  awayTeam: { teamId: number };
  score: { home: number | null; away: number | null };
};
/** A table row as answered: the computed row with its position and the team instead of its id. */
type TRow = Omit<TTableRow, 'teamId'> & { position: number; team: { teamId: number } };
const at = new Date('2026-11-25T12:00:00Z');
const ask = (ref: string, query: Record<string, unknown>, moment = at) => footballFeed[ref]!(query, moment);

function allMatches(query: Record<string, unknown>, moment = at): TMatch[] {
  const matches: TMatch[] = [];
  for (let page = 1; ; page++) {
    const answer = ask('football.matches', { ...query, page, pageSize: 100 }, moment) as TPaged<TMatch>;
    matches.push(...answer.list);
    if (page * 100 >= answer.total) return matches;
  }
}

describe('football world', () => {
  it('has exactly the catalogue football leagues as competitions, with their names, types and countries', () => {
    const products = readCatalogueSeed('products.json') as Array<{ productId: number; sportType: number }>;
    const details = readCatalogueSeed('product-details.json') as Array<{ productId: number; leagueIds: number[] }>;
    const leagues = readCatalogueSeed('leagues.json') as Array<{
      leagueId: number;
      type: number;
      name: { en: string; vi: string };
      country: { en: string; vi: string };
    }>;
    const footballProducts = new Set(products.filter((product) => product.sportType === 1).map((one) => one.productId));
    const footballIds = new Set(
      details.filter((detail) => footballProducts.has(detail.productId)).flatMap((detail) => detail.leagueIds),
    );
    for (const lang of ['en', 'vi'] as const) {
      const { list } = ask('football.competitions', { lang, pageSize: 100 }) as TPaged<{
        competitionId: number;
        name: string;
        type: number;
        country: { name: string };
      }>;
      expect(list.map((one) => one.competitionId).sort((a, b) => a - b)).toEqual(
        [...footballIds].sort((a, b) => a - b),
      );
      for (const competition of list) {
        const league = leagues.find((one) => one.leagueId === competition.competitionId)!;
        expect(competition.name, `${competition.competitionId} ${lang}`).toBe(league.name[lang]);
        expect(competition.type, `${competition.competitionId}`).toBe(league.type);
        expect(competition.country.name, `${competition.competitionId} ${lang}`).toBe(league.country[lang]);
      }
    }
  });

  it('computes every table from the results up to the moment asked for', () => {
    for (const seasonId of [362026, 42026, 1032026]) {
      const finished = allMatches({ seasonId }).filter((match) => match.status === 8);
      const { groups } = ask('football.standings', { seasonId }) as { groups: Array<{ rows: TRow[] }> };
      expect(groups.length).toBeGreaterThan(0);
      for (const { rows } of groups) {
        rows.forEach((row, index) => {
          const own = finished.filter((match) =>
            [match.homeTeam.teamId, match.awayTeam.teamId].includes(row.team.teamId),
          );
          // In a cup's group table only the group's matches count.
          const members = rows.map((one) => one.team.teamId);
          const counted = own.filter((match) =>
            [match.homeTeam.teamId, match.awayTeam.teamId].every((teamId) => members.includes(teamId)),
          );
          const scored = (match: TMatch) =>
            match.homeTeam.teamId === row.team.teamId ? match.score.home! : match.score.away!;
          const conceded = (match: TMatch) =>
            match.homeTeam.teamId === row.team.teamId ? match.score.away! : match.score.home!;
          expect(row.position).toBe(index + 1);
          expect(row.played).toBe(counted.length);
          expect(row.won).toBe(counted.filter((match) => scored(match) > conceded(match)).length);
          expect(row.drawn).toBe(counted.filter((match) => scored(match) === conceded(match)).length);
          expect(row.won + row.drawn + row.lost).toBe(row.played);
          expect(row.goalsFor).toBe(counted.reduce((sum, match) => sum + scored(match), 0));
          expect(row.goalsAgainst).toBe(counted.reduce((sum, match) => sum + conceded(match), 0));
          expect(row.points).toBe(3 * row.won + row.drawn);
          expect(row.form).toMatch(/^[WDL]{0,5}$/);
          if (index > 0) expect(rows[index - 1]!.points).toBeGreaterThanOrEqual(row.points);
        });
      }
    }
  });

  it('sums a player season from the matches: goals are his goal events', () => {
    const { list } = ask('football.player-statistics', { seasonId: 362026, pageSize: 1 }) as {
      list: Array<{ playerId: number; goals: number; minutes: number }>;
    };
    const top = list[0]!;
    expect(top.goals).toBeGreaterThan(0);
    let goals = 0;
    for (const match of allMatches({ seasonId: 362026 }).filter((one) => one.status === 8)) {
      const { events } = ask('football.match-events', { matchId: match.matchId }) as {
        events: Array<{ type: string; playerId: number }>;
      };
      goals += events.filter(
        (event) => event.playerId === top.playerId && ['goal', 'penalty_goal'].includes(event.type),
      ).length;
    }
    expect(goals).toBe(top.goals);
  });

  it('lists meetings between the two clubs only, newest first, with the summary of their scores', () => {
    const answer = ask('football.head-to-head', { teamId: 3606, opponentId: 3616, limit: 50 }) as {
      summary: { wins: number; draws: number; losses: number; goalsFor: number; goalsAgainst: number };
      list: Array<{ matchId: number; startTime: number; score: { home: number; away: number } }>;
    };
    expect(answer.list.length).toBeGreaterThanOrEqual(6);
    expect(answer.summary.wins + answer.summary.draws + answer.summary.losses).toBe(answer.list.length);
    const goals = answer.list.reduce((sum, meeting) => sum + meeting.score.home + meeting.score.away, 0);
    expect(answer.summary.goalsFor + answer.summary.goalsAgainst).toBe(goals);
    for (const [index, meeting] of answer.list.entries()) {
      if (index > 0) expect(answer.list[index - 1]!.startTime).toBeGreaterThanOrEqual(meeting.startTime);
      const { home, away } = ask('football.lineups', { matchId: meeting.matchId }) as {
        home: { starters: Array<{ playerId: number }> };
        away: { starters: Array<{ playerId: number }> };
      };
      const clubs = [home, away].map((side) => Math.floor(side.starters[0]!.playerId / 100)).sort();
      expect(clubs).toEqual([3606, 3616]);
    }
  });

  it('shows results for past days, fixtures for future ones, and a knockout tie only once its clubs are known', () => {
    const past = allMatches({ date: '2026-11-21' });
    expect(past.length).toBeGreaterThan(5);
    for (const match of past) expect(match.status === 8 || match.status === 9).toBe(true);
    const future = allMatches({ date: '2026-12-03' });
    expect(future.length).toBeGreaterThan(5);
    for (const match of future) expect(match).toMatchObject({ status: 0, score: { home: null, away: null } });

    const final = 1032026111; // the Champions League's last match: its final
    expect(ask('football.match-events', { matchId: final })).toBeUndefined();
    const finalDay = new Date('2027-06-30T00:00:00Z');
    const { events } = ask('football.match-events', { matchId: final }, finalDay) as { events: unknown[] };
    expect(events).toBeDefined();
    expect(allMatches({ seasonId: 1032026 }).some((match) => match.matchId === final)).toBe(false);
    expect(allMatches({ seasonId: 1032026 }, finalDay).some((match) => match.matchId === final)).toBe(true);
  });

  it('answers changedSince with exactly the matches changed after it', () => {
    const since = Math.floor(at.getTime() / 1000) - 1800;
    const changed = allMatches({ changedSince: since }) as Array<TMatch & { updatedAt: number }>;
    expect(changed.length).toBeGreaterThan(0);
    for (const match of changed) expect(match.updatedAt).toBeGreaterThan(since);
    // Every match of the last two days that changed after it is there, and no other.
    const recent = [...allMatches({ date: '2026-11-24' }), ...allMatches({ date: '2026-11-25' })] as Array<
      TMatch & { updatedAt: number }
    >;
    const expected = recent.filter((match) => match.updatedAt > since).map((match) => match.matchId);
    expect(changed.map((match) => match.matchId).sort()).toEqual(expected.sort());
  });

  it('never has a club in two matches at once: a day at least between two of its kick-offs', () => {
    const kickoffs = new Map<number, number[]>();
    const { list } = ask('football.competitions', { pageSize: 100 }) as TPaged<{ currentSeasonId: number }>;
    for (const { currentSeasonId } of list)
      for (const match of allMatches({ seasonId: currentSeasonId }, new Date('2027-12-31T00:00:00Z')))
        for (const teamId of [match.homeTeam.teamId, match.awayTeam.teamId])
          kickoffs.set(teamId, [...(kickoffs.get(teamId) ?? []), match.kickoffTime]);
    for (const [teamId, times] of kickoffs) {
      const sorted = times.sort((a, b) => a - b);
      for (let index = 1; index < sorted.length; index++)
        expect(sorted[index]! - sorted[index - 1]!, `club ${teamId}`).toBeGreaterThanOrEqual(86_400);
    }
  });

  it('shows the current season and the three before it, not older ones', () => {
    expect(allMatches({ date: '2023-09-02' }).length).toBeGreaterThan(0);
    expect(allMatches({ date: '2022-09-03' })).toEqual([]);
    expect(ask('football.match-events', { matchId: 362022001 })).toBeUndefined();
    expect(ask('football.match-events', { matchId: 362023001 })).toBeDefined();
  });

  it('answers an unknown id with nothing', () => {
    expect(ask('football.match-events', { matchId: 12345 })).toBeUndefined();
    expect(ask('football.standings', { seasonId: 362019 })).toBeUndefined();
    expect(ask('football.seasons', { competitionId: 1 })).toBeUndefined();
    expect(ask('football.teams', { teamId: 99 })).toBeUndefined();
    expect(ask('football.players', { playerId: 99 })).toBeUndefined();
    expect(ask('football.head-to-head', { teamId: 3606, opponentId: 1 })).toBeUndefined();
  });

  it('pages lists as asked, 50 by default', () => {
    const first = ask('football.players', { teamId: 3606 }) as TPaged<{ playerId: number }>;
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 50 });
    const second = ask('football.players', { teamId: 3606, page: 2, pageSize: 10 }) as TPaged<{ playerId: number }>;
    expect(second.list.map((player) => player.playerId)).toEqual(
      first.list.slice(10, 20).map((player) => player.playerId),
    );
  });
});
