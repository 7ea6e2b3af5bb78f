/**
 * A fence image as the page holds it: saved (its object-store `key`, shown from `url`), only picked
 * (`file`, shown from a `blob:` preview in `url`) until the next save uploads it, or uploaded by a
 * save that has not finished (its `key`, still shown from its preview).
 */
export type TFenceImage = { id: string; name: string; url: string; key: string | null; file: File | null };

/** The fence of a config: its material, the fence image and the half-fence images. */
export type TFenceDraft = { materialId: number; image: TFenceImage | null; extras: TFenceImage[] };

/** What a save sends for the fence (an `animUserList` item's fields). */
export type TSavedFence = { materialId: number; dataKey: string | null; extraDataKeys: string[] };

export type TUploadImage = (file: File) => Promise<{ key: string }>;

function keysOf(fence: TFenceDraft): { dataKey: string | null; extraDataKeys: (string | null)[] } {
  return { dataKey: fence.image?.key ?? null, extraDataKeys: fence.extras.map((image) => image.key) };
}

/** A picked image has no key yet, so a fence holding one always differs from any saved fence. */
export function isFenceChanged(original: TSavedFence, draft: TFenceDraft): boolean {
  const current = keysOf(draft);
  const hasPending = draft.image?.file != null || draft.extras.some((image) => image.file !== null);
  return (
    hasPending ||
    draft.materialId !== original.materialId ||
    current.dataKey !== original.dataKey ||
    current.extraDataKeys.length !== original.extraDataKeys.length ||
    current.extraDataKeys.some((key, index) => key !== original.extraDataKeys[index])
  );
}

/** The images still to upload, fence image first, then the half-fence images in their order. */
export function pendingImages(draft: TFenceDraft): TFenceImage[] {
  return [draft.image, ...draft.extras].filter((image): image is TFenceImage => image?.file != null);
}

/**
 * SPEC 4 fence edit completion, up to the save: when the fence differs from its original, each
 * picked image is uploaded (one by one, in order) and the fence is sent with the keys; otherwise
 * the original is sent again and any picked image data is dropped. `onUploaded` hands each
 * uploaded image back, so an upload that worked is not repeated if a later one fails.
 */
export async function completeFenceEdit(
  original: TSavedFence,
  draft: TFenceDraft,
  upload: TUploadImage,
  onUploaded: (image: TFenceImage) => void = () => {},
): Promise<TSavedFence> {
  if (!isFenceChanged(original, draft)) return original;
  const uploaded = new Map<string, string>();
  for (const image of pendingImages(draft)) {
    const answer = await upload(image.file as File);
    uploaded.set(image.id, answer.key);
    // Still shown from its local preview: the service serves an image only once a saved config uses it.
    onUploaded({ ...image, key: answer.key, file: null });
  }
  const keyOf = (image: TFenceImage) => image.key ?? uploaded.get(image.id) ?? null;
  return {
    materialId: draft.materialId,
    dataKey: draft.image ? keyOf(draft.image) : null,
    extraDataKeys: draft.extras.map(keyOf).filter((key): key is string => key !== null),
  };
}
