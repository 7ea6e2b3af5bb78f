import type { TMaterialType } from '@matchwire/contracts/animation/fields';
import type { TMaterialRow } from '../db/material-repository.ts';
import type { TMaterialChoice } from '../db/schema.ts';

export const materialTypeKeys = ['0', '1', '2', '3'] as const;

/** A sport's default material of each type, as a config's choice. */
export function defaultChoiceOf(defaults: readonly TMaterialRow[]): TMaterialChoice {
  const idOf = (materialType: TMaterialType) => {
    const row = defaults.find((material) => material.materialType === materialType && material.isDefault);
    if (!row) throw new Error(`no default material of type ${materialType} (seed/materials.json)`);
    return row.materialId;
  };
  return { 0: idOf(0), 1: idOf(1), 2: idOf(2), 3: idOf(3) };
}

/**
 * The material rows a choice names, by type; a material since removed from the seed falls back to
 * the sport's default of its type, so a config never shows nothing.
 */
export function chosenMaterials(
  choice: TMaterialChoice,
  rows: readonly TMaterialRow[],
  defaults: readonly TMaterialRow[],
): Record<(typeof materialTypeKeys)[number], TMaterialRow> {
  const pick = (key: (typeof materialTypeKeys)[number]) => {
    const chosen = rows.find((row) => row.materialId === choice[key] && row.materialType === Number(key));
    const found = chosen ?? defaults.find((row) => row.materialType === Number(key));
    if (!found) throw new Error(`no material of type ${key}`);
    return found;
  };
  return { 0: pick('0'), 1: pick('1'), 2: pick('2'), 3: pick('3') };
}
