import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * A world data file (the competitions, names and teams each sport is generated from), read and
 * checked once at start-up: a misspelt or missing field stops the service naming the file, rather
 * than generating a world with a hole in it.
 */
export function readWorldData<T extends z.ZodType>(file: URL, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${fileURLToPath(file).replace(/^.*\/services\//, 'services/')}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
