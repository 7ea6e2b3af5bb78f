import type { TMaterial } from '@matchwire/contracts/animation/config';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TMaterialRow } from '../../db/material-repository.ts';
import { materialViewOf } from '../../materials/material-view.ts';

/** SPEC.md §7 `materialMap`: the materials by material type (`0` stand … `3` centre line), in `lang`. */
export function materialMapOf(rows: readonly TMaterialRow[], lang: TLang) {
  const ofType = (materialType: number): TMaterial[] =>
    rows.filter((row) => row.materialType === materialType).map((row) => materialViewOf(row, lang));
  return { materialMap: { 0: ofType(0), 1: ofType(1), 2: ofType(2), 3: ofType(3) } };
}
