/**
 * The league a call names, by the parameter that names it: `competitionId` (football, basketball,
 * the live event streams) or `tournamentId` (esports). The world's ids are the catalogue's league ids.
 */
export type TNamedLeague = { word: 'competition' | 'tournament'; leagueId: number };

/** The league among a call's parsed parameters, if it names one. */
export function namedLeague(params: Record<string, unknown>): TNamedLeague | undefined {
  if (typeof params.competitionId === 'number') return { word: 'competition', leagueId: params.competitionId };
  if (typeof params.tournamentId === 'number') return { word: 'tournament', leagueId: params.tournamentId };
  return undefined;
}
