import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import type { TMaterialType } from '@matchwire/contracts/animation/fields';
import { useEffect, useRef, useState } from 'react';
import { draftOf, isDraftChanged, type TAnimDraft } from '../anim-draft';
import type { TFenceImage } from '../fence-draft';

/** A picked file as a fence image: shown from a `blob:` preview until a save uploads it. */
function pickedImage(file: File): TFenceImage {
  return { id: crypto.randomUUID(), name: file.name, url: URL.createObjectURL(file), key: null, file };
}

function blobUrlsOf(draft: TAnimDraft): Set<string> {
  return new Set(
    [draft.image, ...draft.extras].flatMap((image) => (image?.url.startsWith('blob:') ? [image.url] : [])),
  );
}

/**
 * The page's editable copy of a sport's saved config, with its edits. The previews of picked
 * images are released as soon as the draft no longer holds them (removed, replaced, saved).
 */
export function useAnimDraft(config: TAnimConfig) {
  const [draft, setDraft] = useState(() => draftOf(config));
  const shownBlobs = useRef(new Set<string>());

  useEffect(() => {
    const held = blobUrlsOf(draft);
    for (const url of shownBlobs.current) if (!held.has(url)) URL.revokeObjectURL(url);
    shownBlobs.current = held;
  }, [draft]);
  useEffect(
    () => () => {
      for (const url of shownBlobs.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const withoutImage = (current: TAnimDraft, id: string): TAnimDraft => ({
    ...current,
    image: current.image?.id === id ? null : current.image,
    extras: current.extras.filter((image) => image.id !== id),
  });

  return {
    draft,
    isChanged: isDraftChanged(config, draft),
    chooseMaterial: (type: TMaterialType, materialId: number) =>
      setDraft((current) => ({ ...current, materials: { ...current.materials, [type]: materialId } })),
    setFenceImage: (file: File) => setDraft((current) => ({ ...current, image: pickedImage(file) })),
    addExtraImage: (file: File) =>
      setDraft((current) => ({ ...current, extras: [...current.extras, pickedImage(file)] })),
    removeImage: (id: string) => setDraft((current) => withoutImage(current, id)),
    /** An uploaded image takes its picked one's place (same id), so a failed later step does not upload it again. */
    markUploaded: (uploaded: TFenceImage) =>
      setDraft((current) => ({
        ...current,
        image: current.image?.id === uploaded.id ? uploaded : current.image,
        extras: current.extras.map((image) => (image.id === uploaded.id ? uploaded : image)),
      })),
    setDomains: (domains: string[]) => setDraft((current) => ({ ...current, domains })),
    /** The saved config becomes the draft (after a save: the new original, SPEC 4; or to discard edits). */
    reset: (saved: TAnimConfig) => setDraft(draftOf(saved)),
  };
}

export type TAnimDraftState = ReturnType<typeof useAnimDraft>;
