import { hashSeed } from '../random.ts';

/**
 * Kit colours the widgets draw players in. The world has none, so each team gets one of these,
 * chosen by its id (stable across matches); far enough apart that two of them never look alike.
 */
const palette = [
  '#d62828',
  '#1d4ed8',
  '#f4d35e',
  '#ffffff',
  '#111827',
  '#16a34a',
  '#f97316',
  '#7c3aed',
  '#0ea5e9',
  '#be185d',
  '#84cc16',
  '#92400e',
] as const;

function colourIndex(sport: string, teamId: number): number {
  return hashSeed('team-colour', sport, teamId) % palette.length;
}

/** The two teams' colours: the away team takes another colour when its own is the home team's. */
export function teamColours(sport: string, homeTeamId: number, awayTeamId: number): { home: string; away: string } {
  const home = colourIndex(sport, homeTeamId);
  let away = colourIndex(sport, awayTeamId);
  if (away === home) away = (home + palette.length / 2) % palette.length;
  return { home: palette[home]!, away: palette[away]! };
}
