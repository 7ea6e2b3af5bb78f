import { animationLimits, animationTexts, fenceImageExtensions } from '@matchwire/contracts/animation/fields';
import type { TMessageKey } from '~/i18n/en';

export type TFenceImageRefusal = 'animation.fence.none' | 'animation.fence.unsupported' | 'animation.fence.tooLarge';

/** The service's refusals of an upload (it checks the bytes too), in the page's language. */
export const FENCE_REFUSAL_KEYS: Record<string, TMessageKey> = {
  [animationTexts.unsupportedImage]: 'animation.fence.unsupported',
  [animationTexts.imageTooLarge]: 'animation.fence.tooLarge',
  [animationTexts.noFile]: 'animation.fence.none',
};

/** The picker's `accept`: the extensions a fence image may have. */
export const FENCE_IMAGE_ACCEPT = fenceImageExtensions.map((extension) => `.${extension}`).join(',');

/** A picked fence image checked before it is kept: a file, of a fence image extension, at most 2 MB. */
export function checkFenceImage(file: { name: string; size: number } | undefined): TFenceImageRefusal | null {
  if (!file) return 'animation.fence.none';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(fenceImageExtensions as readonly string[]).includes(extension)) return 'animation.fence.unsupported';
  if (file.size > animationLimits.imageMaxBytes) return 'animation.fence.tooLarge';
  return null;
}
