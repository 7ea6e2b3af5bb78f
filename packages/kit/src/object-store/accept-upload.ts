import type { TUploadedFile } from '@matchwire/contracts';
import type { TFileExtension } from '@matchwire/contracts/common/file-types';
import { AppError } from '../errors/app-error.ts';
import { sniffFileType } from '../file-types/sniff-file-type.ts';
import type { ObjectStore } from './object-store.ts';
import { isUploadToken } from './upload-key.ts';

/** What a service's upload use-cases are given besides their own deps (docs/decisions/0020). */
export type TUploadDeps = {
  /** Where uploads are kept. */
  objectStore: ObjectStore;
  /** The upload token uploads must carry (SPEC.md §7). */
  uploadToken: string;
};

/**
 * The file of an upload and its kind, checked the same way by every upload (SPEC.md §7): a file with
 * bytes (else `texts.noFile`), this deployment's upload token, and an extension of `extensions`
 * whose bytes are of that kind (else `texts.unsupported`); each refusal is 'badRequest'.
 */
export function acceptUpload(
  deps: Pick<TUploadDeps, 'uploadToken'>,
  input: { token: string; file: TUploadedFile | undefined },
  accepted: { extensions: readonly TFileExtension[]; texts: { noFile: string; unsupported: string } },
): { file: TUploadedFile; kind: { extension: TFileExtension; contentType: string } } {
  const { file } = input;
  if (!file || file.bytes.byteLength === 0) throw new AppError('badRequest', accepted.texts.noFile);
  if (!isUploadToken(input.token, deps.uploadToken)) throw new AppError('badRequest', 'token: unknown upload token');
  const kind = sniffFileType(file.fileName, file.bytes, accepted.extensions);
  if (!kind) throw new AppError('badRequest', accepted.texts.unsupported);
  return { file, kind };
}

/**
 * Puts an accepted upload under `key`, then records it (`record`, the service's own row); a record
 * that fails deletes the object again, so the store keeps no file its service does not know of.
 */
export async function storeUpload(
  deps: Pick<TUploadDeps, 'objectStore'>,
  upload: { key: string; bytes: Uint8Array; contentType: string },
  record: () => Promise<unknown>,
): Promise<void> {
  await deps.objectStore.put(upload.key, upload.bytes, upload.contentType);
  try {
    await record();
  } catch (error) {
    await deps.objectStore.delete(upload.key);
    throw error;
  }
}
