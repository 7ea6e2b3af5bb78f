import { animationImagePrefix, animationTexts, fenceImageExtensions } from '@matchwire/contracts/animation/fields';
import type { TUploadedFile } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { acceptUpload, storeUpload } from '@matchwire/kit/object-store/accept-upload';
import { safeFileName, uploadKeyOf } from '@matchwire/kit/object-store/upload-key';
import type { TAnimationDeps } from '../animation-deps.ts';
import { countRecentUnclaimedImages, insertUploadedImage } from '../db/image-repository.ts';

/** Images a customer may have waiting for a save within a day: a whole football fence (1 + 10) twice over, and some. */
const unclaimedPerDay = 30;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keeps one fence or half-fence image for the customer's next save (SPEC.md §4 fence edit
 * completion): png, jpg or gif by name and by content (a text file named .png is 'Unsupported
 * file'), at most 2 MB (the multipart limit). The server names it under silk/animation; it stays
 * private until a saved config uses it.
 */
export async function uploadFenceImage(
  deps: TAnimationDeps,
  input: { token: string; file: TUploadedFile | undefined; userId: string },
): Promise<{ key: string }> {
  const { file, kind } = acceptUpload(deps, input, {
    extensions: fenceImageExtensions,
    texts: { noFile: animationTexts.noFile, unsupported: animationTexts.unsupportedImage },
  });
  const now = deps.clock();
  const waiting = await countRecentUnclaimedImages(deps.db, input.userId, new Date(now.getTime() - dayMs));
  if (waiting >= unclaimedPerDay)
    throw new AppError('tooManyRequests', 'Too many images waiting: save the config first');
  const key = uploadKeyOf(animationImagePrefix, safeFileName(file.fileName, kind.extension), now);
  await storeUpload(deps, { key, bytes: file.bytes, contentType: kind.contentType }, () =>
    insertUploadedImage(deps.db, {
      key,
      uploaderUserId: input.userId,
      contentType: kind.contentType,
      size: file.bytes.byteLength,
    }),
  );
  return { key };
}
