import type { TMaterial } from '@matchwire/contracts/animation/config';
import type { TMaterialType } from '@matchwire/contracts/animation/fields';
import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TMaterialRow } from '../db/material-repository.ts';

/** A material as the console and the widget see it, in `lang`. */
export function materialViewOf(row: TMaterialRow, lang: TLang): TMaterial {
  return {
    materialId: row.materialId,
    materialType: row.materialType as TMaterialType,
    name: pickText(row.name, lang),
    description: pickText(row.description, lang),
    style: row.style,
    isDefault: row.isDefault,
  };
}
