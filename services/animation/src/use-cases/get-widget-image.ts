import type { TFileDownload } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import { fileNameOfUploadKey } from '@matchwire/kit/object-store/upload-key';
import type { TAnimationDeps } from '../animation-deps.ts';
import { findUploadedImage } from '../db/image-repository.ts';

/**
 * A fence image for anyone, once a saved config uses it (widgets on any site load it); before that,
 * and for any other key, 10004 alike. Its key changes with its content, so it is cached for good.
 */
export async function getWidgetImage(deps: TAnimationDeps, key: string): Promise<TFileDownload> {
  const row = await findUploadedImage(deps.db, key);
  if (!row?.claimedAt) throw new AppError('objectNotFound');
  const stored = await deps.objectStore.get(row.key);
  if (!stored) throw new AppError('objectNotFound');
  return {
    fileName: fileNameOfUploadKey(row.key),
    bytes: stored.bytes,
    contentType: row.contentType,
    isInline: true,
    isPublic: true,
  };
}
