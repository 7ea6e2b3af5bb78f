import { animationLimits, animationTexts, fenceImageExtensions } from '@matchwire/contracts/animation/fields';
import type { TMessageKey } from '~/i18n/en';
import { acceptOf, checkPickedFile, type TPickedFileRefusal } from '~/lib/forms/picked-file';

export type TFenceImageRefusal = `animation.fence.${TPickedFileRefusal}`;

/** The service's refusals of an upload (it checks the bytes too), in the page's language. */
export const FENCE_REFUSAL_KEYS: Record<string, TMessageKey> = {
  [animationTexts.unsupportedImage]: 'animation.fence.unsupported',
  [animationTexts.imageTooLarge]: 'animation.fence.tooLarge',
  [animationTexts.noFile]: 'animation.fence.none',
};

/** The picker's `accept`: the extensions a fence image may have. */
export const FENCE_IMAGE_ACCEPT = acceptOf(fenceImageExtensions);

/** A picked fence image checked before it is kept: a file, of a fence image extension, at most 2 MB. */
export function checkFenceImage(file: { name: string; size: number } | undefined): TFenceImageRefusal | null {
  const refusal = checkPickedFile(file, { extensions: fenceImageExtensions, maxBytes: animationLimits.imageMaxBytes });
  return refusal && `animation.fence.${refusal}`;
}
