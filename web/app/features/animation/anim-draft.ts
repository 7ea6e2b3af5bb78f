import type { TAnimConfig, TAnimUserItem } from '@matchwire/contracts/animation/config';
import type { TAnimType, TMaterialType } from '@matchwire/contracts/animation/fields';
import type { TFenceDraft, TFenceImage, TSavedFence } from './fence-draft';

export const MATERIAL_TYPES = [0, 1, 2, 3] as const satisfies readonly TMaterialType[];
const FENCE: TMaterialType = 2;

/** The page's editable copy of a sport's config: the material of each type, the fence's images, the domains. */
export type TAnimDraft = {
  materials: Record<TMaterialType, number>;
  image: TFenceImage | null;
  extras: TFenceImage[];
  domains: string[];
};

/** A saved image's name as the customer picked it: its key's last part without the `<hash>_<timestamp>_` the upload put before it. */
function nameOf(key: string): string {
  const file = key.split('/').pop() ?? key;
  return file.replace(/^[A-Za-z0-9]+_\d+_(?=.)/, '');
}

function savedImage(key: string, url: string | null | undefined): TFenceImage {
  return { id: key, name: nameOf(key), url: url ?? '', key, file: null };
}

/** The draft a saved config starts: its materials, its fence images (saved ones) and its domains. */
export function draftOf(config: TAnimConfig): TAnimDraft {
  const fence = config.animMap[FENCE];
  const extraUrls = fence.extraDataUrls ?? [];
  return {
    materials: {
      0: config.animMap[0].material.materialId,
      1: config.animMap[1].material.materialId,
      2: fence.material.materialId,
      3: config.animMap[3].material.materialId,
    },
    image: fence.dataKey ? savedImage(fence.dataKey, fence.dataUrl) : null,
    extras: (fence.extraDataKeys ?? []).map((key, index) => savedImage(key, extraUrls[index])),
    domains: [...config.domains],
  };
}

/** The saved config's fence: the original a fence edit is compared with (SPEC 4). */
export function savedFenceOf(config: TAnimConfig): TSavedFence {
  const fence = config.animMap[FENCE];
  return {
    materialId: fence.material.materialId,
    dataKey: fence.dataKey ?? null,
    extraDataKeys: fence.extraDataKeys ?? [],
  };
}

export function fenceOf(draft: TAnimDraft): TFenceDraft {
  return { materialId: draft.materials[FENCE], image: draft.image, extras: draft.extras };
}

/** Whether the page holds anything the saved config does not: another material, fence image or domain list. */
export function isDraftChanged(config: TAnimConfig, draft: TAnimDraft): boolean {
  const saved = draftOf(config);
  const sameFence = (a: TFenceImage | null, b: TFenceImage | null) => a?.key === b?.key && !a?.file && !b?.file;
  return (
    MATERIAL_TYPES.some((type) => saved.materials[type] !== draft.materials[type]) ||
    !sameFence(saved.image, draft.image) ||
    saved.extras.length !== draft.extras.length ||
    saved.extras.some((image, index) => !sameFence(image, draft.extras[index] ?? null)) ||
    saved.domains.join('\n') !== draft.domains.join('\n')
  );
}

/** `animationConfigUpdateByUserId`'s body: one item per material type, the fence with its image keys. */
export function updateBodyOf(animType: TAnimType, draft: TAnimDraft, fence: TSavedFence) {
  const animUserList: TAnimUserItem[] = MATERIAL_TYPES.map((materialType) =>
    materialType === FENCE
      ? { materialType, materialId: fence.materialId, dataKey: fence.dataKey, extraDataKeys: fence.extraDataKeys }
      : { materialType, materialId: draft.materials[materialType] },
  );
  // Lists travel as JSON: a form-encoded list of objects cannot be told apart, and an empty one would vanish.
  return { animType, animUserList: JSON.stringify(animUserList), domains: JSON.stringify(draft.domains) };
}
