import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TAnimationDeps } from '../animation-deps.ts';
import { listMaterialRows, type TMaterialRow } from '../db/material-repository.ts';

/** SPEC.md §7 `animationMaterialList`: a sport's materials, in their seeded order. */
export function listMaterials(deps: TAnimationDeps, animType: TAnimType): Promise<TMaterialRow[]> {
  return listMaterialRows(deps.db, animType);
}
