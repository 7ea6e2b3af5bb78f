/**
 * A table from results: 3 points a win, 1 a draw; ties broken by goal difference, goals
 * scored, then team id (so the order is stable). Used for league tables, cup groups and who
 * goes through to the knockouts.
 */
export type TResult = { homeTeamId: number; awayTeamId: number; home: number; away: number; kickoff: number };

export type TTableRow = {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Last five results, newest last. */
  form: string;
};

export function rankTeams(teamIds: number[], results: TResult[]): TTableRow[] {
  const rows = new Map<number, TTableRow & { history: string[] }>(
    teamIds.map((teamId) => [
      teamId,
      { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: '', history: [] },
    ]),
  );
  for (const result of [...results].sort((a, b) => a.kickoff - b.kickoff)) {
    const home = rows.get(result.homeTeamId);
    const away = rows.get(result.awayTeamId);
    if (!home || !away) continue;
    record(home, result.home, result.away);
    record(away, result.away, result.home);
  }
  return [...rows.values()]
    .map(({ history, ...row }) => ({ ...row, form: history.slice(-5).join('') }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        a.teamId - b.teamId,
    );
}

function record(row: TTableRow & { history: string[] }, scored: number, conceded: number): void {
  row.played++;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  const outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  if (outcome === 'W') row.won++;
  else if (outcome === 'D') row.drawn++;
  else row.lost++;
  row.points += outcome === 'W' ? 3 : outcome === 'D' ? 1 : 0;
  row.history.push(outcome);
}
