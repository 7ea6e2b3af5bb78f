import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZMaterialStyle } from '@matchwire/contracts/animation/config';
import { ZAnimType, ZMaterialType } from '@matchwire/contracts/animation/fields';
import { ZLocalizedText } from '@matchwire/contracts/common/lang';
import { z } from 'zod';
import type { TAnimationDb } from '../db/animation-db.ts';
import { upsertMaterials } from '../db/material-repository.ts';

const materialsFile = fileURLToPath(new URL('../../seed/materials.json', import.meta.url));

const ZTranslated = ZLocalizedText.extend({ vi: z.string().min(1) });

const ZSeedMaterials = z
  .array(
    z.strictObject({
      materialId: z.number().int().positive(),
      animType: ZAnimType,
      materialType: ZMaterialType,
      name: ZTranslated,
      description: ZTranslated,
      style: ZMaterialStyle,
      isDefault: z.boolean(),
    }),
  )
  .refine(
    (list) => new Set(list.map((material) => material.materialId)).size === list.length,
    'material ids are unique',
  )
  .refine(
    (list) =>
      [0, 1].every((animType) =>
        [0, 1, 2, 3].every(
          (materialType) =>
            list.filter(
              (material) =>
                material.animType === animType && material.materialType === materialType && material.isDefault,
            ).length === 1,
        ),
      ),
    'each sport has exactly one default material of each type',
  );

/** services/animation/seed/materials.json, checked: every sport's choices of each material type. */
export function readSeedMaterials() {
  const parsed = ZSeedMaterials.safeParse(JSON.parse(readFileSync(materialsFile, 'utf8')));
  if (!parsed.success) throw new Error(`services/animation/seed/materials.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Writes the materials at every start: they are reference data (their order is the file's). */
export async function seedMaterials(db: TAnimationDb): Promise<void> {
  await upsertMaterials(
    db,
    readSeedMaterials().map((material, index) => ({ ...material, sortOrder: index })),
  );
}
