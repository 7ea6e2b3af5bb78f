import type { TAnimUserItem } from '@matchwire/contracts/animation/config';
import { animSports, extraFenceImages, materialTypes, type TAnimType } from '@matchwire/contracts/animation/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAnimationExecutor } from '../db/animation-db.ts';
import type { TUserConfigRow } from '../db/config-repository.ts';
import { findImagesOfUploader } from '../db/image-repository.ts';
import { findMaterialRows } from '../db/material-repository.ts';
import type { TMaterialChoice } from '../db/schema.ts';

/** What a save writes besides its status: the draft's materials and fence images. */
export type TDraftChoice = {
  materials: TMaterialChoice;
  fenceImageKey: string | null;
  extraFenceImageKeys: string[];
};

/**
 * The draft a save asks for, checked: each material exists, is of the sport and of the type it is
 * chosen for, each type chosen at most once (types left out keep their choice); the fence's images
 * (a `dataKey` or `extraDataKeys` left out keeps the saved ones) at most the sport's extra images
 * (SPEC.md §9), each uploaded by this customer. Anything else is 10002 naming what is wrong.
 */
export async function checkDraft(
  db: TAnimationExecutor,
  current: TUserConfigRow,
  items: readonly TAnimUserItem[],
): Promise<TDraftChoice> {
  const animType = current.animType as TAnimType;
  const types = items.map((item) => item.materialType);
  if (new Set(types).size !== types.length)
    throw new AppError('badRequest', 'animUserList: one entry per material type');
  const rows = await findMaterialRows(
    db,
    items.map((item) => item.materialId),
  );
  const materials = { ...current.materials };
  for (const item of items) {
    const row = rows.find((candidate) => candidate.materialId === item.materialId);
    if (!row) throw new AppError('badRequest', `Unknown material ${item.materialId}`);
    if (row.animType !== animType)
      throw new AppError('badRequest', `Material ${item.materialId} is not a ${animSports[animType].sport} material`);
    if (row.materialType !== item.materialType)
      throw new AppError('badRequest', `Material ${item.materialId} is not of material type ${item.materialType}`);
    materials[String(item.materialType) as keyof TMaterialChoice] = item.materialId;
  }
  const fence = items.find((item) => item.materialType === materialTypes.fence);
  const fenceImageKey = fence?.dataKey === undefined ? current.fenceImageKey : fence.dataKey;
  const extraFenceImageKeys = [...new Set(fence?.extraDataKeys ?? current.extraFenceImageKeys)];
  if (extraFenceImageKeys.length > extraFenceImages[animType])
    throw new AppError(
      'badRequest',
      `At most ${extraFenceImages[animType]} half-fence images for ${animSports[animType].sport}`,
    );
  await checkImagesOwned(db, current.userId, [...(fenceImageKey ? [fenceImageKey] : []), ...extraFenceImageKeys]);
  return { materials, fenceImageKey, extraFenceImageKeys };
}

/** Every key was uploaded by this customer; one that was not (or does not exist) is refused alike. */
async function checkImagesOwned(db: TAnimationExecutor, userId: string, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  const owned = await findImagesOfUploader(db, userId, unique);
  const missing = unique.find((key) => !owned.some((row) => row.key === key));
  if (missing) throw new AppError('badRequest', `Image not found: upload it first (${missing})`);
}
