import type { TLang } from '@matchwire/contracts/common/lang';
import { basketballSeason } from './competitions.ts';
import { finalOf } from './game-timeline.ts';
import { seasonSchedule } from './schedule.ts';
import { teamsOf } from './teams.ts';

/**
 * A season's tables from its results: the games finished by the moment asked for. The NBA is
 * split by conference, every other competition has one table. Order: win percentage, then wins,
 * then team id; games behind the leader `((leader wins − wins) + (losses − leader losses)) / 2`.
 */
export type TStandingsRow = {
  position: number;
  team: { teamId: number; name: string };
  wins: number;
  losses: number;
  winPct: number;
  gamesBehind: number;
  streak: string;
};

export function seasonStandings(
  seasonId: number,
  atMs: number,
  lang: TLang,
): { groups: Array<{ name: string; rows: TStandingsRow[] }> } | undefined {
  const season = basketballSeason(seasonId);
  const schedule = seasonSchedule(seasonId);
  if (!season || !schedule) return undefined;
  const teams = teamsOf(season.competition.competitionId);
  const record = new Map(teams.map((team) => [team.teamId, { wins: 0, losses: 0, results: [] as boolean[] }]));
  for (const game of schedule.games) {
    if (game.startMs > atMs) break;
    const final = finalOf(game);
    if (game.startMs + final.end * 1000 > atMs) continue;
    const homeWon = final.score.home > final.score.away;
    for (const [teamId, won] of [
      [game.homeTeamId, homeWon],
      [game.awayTeamId, !homeWon],
    ] as const) {
      const entry = record.get(teamId)!;
      if (won) entry.wins++;
      else entry.losses++;
      entry.results.push(won);
    }
  }
  const groupNames = season.competition.hasConferences ? ['East', 'West'] : [season.competition.name[lang]];
  const groups = groupNames.map((name) => {
    const members = teams.filter((team) => !season.competition.hasConferences || team.conference === name);
    const rows = members
      .map((team) => {
        const { wins, losses, results } = record.get(team.teamId)!;
        return { team, wins, losses, results, winPct: wins + losses === 0 ? 0 : wins / (wins + losses) };
      })
      .sort((a, b) => b.winPct - a.winPct || b.wins - a.wins || a.team.teamId - b.team.teamId);
    const leader = rows[0]!;
    return {
      name,
      rows: rows.map((row, index) => ({
        position: index + 1,
        team: { teamId: row.team.teamId, name: row.team.name[lang] },
        wins: row.wins,
        losses: row.losses,
        winPct: Math.round(row.winPct * 1000) / 1000,
        gamesBehind: (leader.wins - row.wins + (row.losses - leader.losses)) / 2,
        streak: streakOf(row.results),
      })),
    };
  });
  return { groups };
}

/** `W3`, `L1`; `-` before the first game. */
function streakOf(results: boolean[]): string {
  const last = results[results.length - 1];
  if (last === undefined) return '-';
  let length = 0;
  for (let index = results.length - 1; index >= 0 && results[index] === last; index--) length++;
  return `${last ? 'W' : 'L'}${length}`;
}
