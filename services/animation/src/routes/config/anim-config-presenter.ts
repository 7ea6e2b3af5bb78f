import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import type { TAnimType, TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import { hasChangesSince } from '../../configs/config-status.ts';
import type { TConfigState } from '../../configs/config-state.ts';
import type { TMaterialRow } from '../../db/material-repository.ts';
import { imageUrlOf } from '../../images/image-url.ts';

const entryOf = (material: TMaterialRow) => ({
  material: { materialId: material.materialId },
  description: material.description.en,
});

/** SPEC.md §3 "Animation config" as the console edits it: the draft, with its key and status. */
export function animConfigOf(state: TConfigState): TAnimConfig {
  const { draft, materials, published } = state;
  return {
    animType: draft.animType as TAnimType,
    status: draft.status as TUserConfigStatus,
    animMap: {
      0: entryOf(materials[0]),
      1: entryOf(materials[1]),
      2: {
        ...entryOf(materials[2]),
        dataKey: draft.fenceImageKey,
        dataUrl: draft.fenceImageKey === null ? null : imageUrlOf(draft.fenceImageKey),
        extraDataKeys: draft.extraFenceImageKeys,
        extraDataUrls: draft.extraFenceImageKeys.map(imageUrlOf),
      },
      3: entryOf(materials[3]),
    },
    domains: draft.domains,
    accessKey: state.accessKey,
    publishedAt: published ? published.publishedAt.toISOString() : null,
    hasUnpublishedChanges: hasChangesSince(draft.draftUpdatedAt, published?.publishedAt),
  };
}
