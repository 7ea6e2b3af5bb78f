import type { TMaterial } from '@matchwire/contracts/animation/config';
import type { TAnimType, TMaterialType } from '@matchwire/contracts/animation/fields';
import type { TWidgetConfig } from '@matchwire/contracts/animation/live';
import type { TAnimDraft } from './anim-draft';

export type TMaterialMap = Record<TMaterialType, TMaterial[]>;

/** The material chosen for a type, else the type's default (a config may name one no longer offered). */
export function chosenMaterial(map: TMaterialMap, type: TMaterialType, materialId: number): TMaterial | undefined {
  const offered = map[type];
  return offered.find((material) => material.materialId === materialId) ?? offered.find((item) => item.isDefault);
}

/**
 * The draft as the widget draws it (its `config` option): the chosen materials, looked up in the
 * material list, and the fence images' addresses (saved ones, or the picked files' previews).
 * Null while a type has no material to draw.
 */
export function previewConfigOf(animType: TAnimType, draft: TAnimDraft, map: TMaterialMap): TWidgetConfig | null {
  const [stand, venue, fence, centreLine] = ([0, 1, 2, 3] as const).map((type) =>
    chosenMaterial(map, type, draft.materials[type]),
  );
  if (!stand || !venue || !fence || !centreLine) return null;
  return {
    animType,
    materials: { stand, venue, fence, centreLine },
    fence: {
      imageUrl: draft.image?.url || null,
      extraImageUrls: draft.extras.map((image) => image.url).filter(Boolean),
    },
    publishedAt: null,
  };
}
