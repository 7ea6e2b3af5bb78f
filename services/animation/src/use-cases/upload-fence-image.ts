import { animationImagePrefix, animationTexts, fenceImageExtensions } from '@matchwire/contracts/animation/fields';
import type { TUploadedFile } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { sniffFileType } from '@matchwire/kit/file-types/sniff-file-type';
import { isUploadToken, safeFileName, uploadKeyOf } from '@matchwire/kit/object-store/upload-key';
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
  const { file } = input;
  if (!file || file.bytes.byteLength === 0) throw new AppError('badRequest', animationTexts.noFile);
  if (!isUploadToken(input.token, deps.uploadToken)) throw new AppError('badRequest', 'token: unknown upload token');
  const kind = sniffFileType(file.fileName, file.bytes, fenceImageExtensions);
  if (!kind) throw new AppError('badRequest', animationTexts.unsupportedImage);
  const now = deps.clock();
  const waiting = await countRecentUnclaimedImages(deps.db, input.userId, new Date(now.getTime() - dayMs));
  if (waiting >= unclaimedPerDay)
    throw new AppError('tooManyRequests', 'Too many images waiting: save the config first');
  const key = uploadKeyOf(animationImagePrefix, safeFileName(file.fileName, kind.extension), now);
  await deps.objectStore.put(key, file.bytes, kind.contentType);
  try {
    await insertUploadedImage(deps.db, {
      key,
      uploaderUserId: input.userId,
      contentType: kind.contentType,
      size: file.bytes.byteLength,
    });
  } catch (error) {
    await deps.objectStore.delete(key);
    throw error;
  }
  return { key };
}
