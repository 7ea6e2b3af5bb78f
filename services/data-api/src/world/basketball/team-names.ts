import { z } from 'zod';
import { readWorldData } from '../shared/data-file.ts';

/**
 * What the generated teams are made of (team-names.json): real cities with invented nicknames (no
 * club's name or mark is used) and national teams for the World Cup; players' names are in
 * person-names.ts.
 */
export type TCity = { city: string; abbreviation: string };

/** NBA cities: the first 15 play in the East, the others in the West; five per division. */
export const nbaDivisions = {
  East: ['Atlantic', 'Central', 'Southeast'],
  West: ['Northwest', 'Pacific', 'Southwest'],
} as const;

const ZText = z.strictObject({ en: z.string().min(1), vi: z.string().min(1) });
const ZTeamNames = z.strictObject({
  /**
   * A league's cities in team order: a city's name, whose first three letters are its
   * abbreviation, or [city, abbreviation] where those would not do (New York is NYC).
   */
  citiesByCompetition: z.record(
    z.string(),
    z.array(z.union([z.string().min(3), z.tuple([z.string().min(1), z.string().length(3)])])),
  ),
  clubNicknames: z.array(z.string().min(1)),
  arenaWords: z.array(z.string().min(1)),
  /** The World Cup's national teams, with ISO 3166 alpha-3 codes. */
  nationalTeams: z.array(z.strictObject({ name: ZText, abbreviation: z.string().length(3), city: z.string() })),
});

const file = readWorldData(new URL('./team-names.json', import.meta.url), ZTeamNames);

function cityOf(entry: string | [string, string]): TCity {
  if (typeof entry !== 'string') return { city: entry[0], abbreviation: entry[1] };
  return {
    city: entry,
    abbreviation: entry
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase(),
  };
}

export const citiesByCompetition: Record<number, TCity[]> = Object.fromEntries(
  Object.entries(file.citiesByCompetition).map(([competitionId, cities]) => [competitionId, cities.map(cityOf)]),
);
export const { clubNicknames, arenaWords, nationalTeams } = file;
