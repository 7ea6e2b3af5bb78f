import type { TRandom } from '../random.ts';
import type { TPlayer, TPosition } from './teams.ts';

/**
 * A side's line-up for one match: a formation, eleven starters chosen by quality with a little
 * rotation, nine substitutes. `grid` is `row:column` from the goalkeeper (1:1) forwards.
 */
export type TLineup = {
  formation: string;
  starters: Array<{ player: TPlayer; grid: string }>;
  substitutes: TPlayer[];
};

const formations = ['4-3-3', '4-2-3-1', '4-4-2', '3-5-2', '3-4-3', '5-3-2', '4-1-4-1'];

export function pickLineup(squad: TPlayer[], random: TRandom): TLineup {
  const formation = random.pick(formations);
  const rows = formation.split('-').map(Number);
  const needed: Record<TPosition, number> = {
    G: 1,
    D: rows[0]!,
    M: rows.slice(1, -1).reduce((a, b) => a + b, 0),
    F: rows.at(-1)!,
  };
  const ranked = squad
    .map((player) => ({ player, form: player.quality + random.next() * 0.35 }))
    .sort((a, b) => b.form - a.form)
    .map(({ player }) => player);
  // Every formation fits a squad of 3 goalkeepers, 7 defenders, 7 midfielders and 5 forwards.
  const chosen = (['G', 'D', 'M', 'F'] as const).flatMap((position) =>
    ranked.filter((player) => player.position === position).slice(0, needed[position]),
  );
  const grids: string[] = ['1:1'];
  rows.forEach((count, row) => {
    for (let column = 1; column <= count; column++) grids.push(`${row + 2}:${column}`);
  });
  const starters = chosen.map((player, index) => ({ player, grid: grids[index]! }));
  const substitutes = ranked.filter((player) => !chosen.includes(player)).slice(0, 9);
  return { formation, starters, substitutes };
}
