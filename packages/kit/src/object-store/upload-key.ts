import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A file's name as it may appear in a key and in Content-Disposition: letters, digits, `.`, `_`
 * and `-`, starting with a letter or digit, at most 120 characters with its extension kept.
 */
export function safeFileName(fileName: string, extension: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 120 - extension.length - 1);
  return `${cleaned || 'file'}.${extension}`;
}

/**
 * The key the server gives an upload (SPEC.md §7: prefix/hash_timestamp_name): a random hash, so that
 * keys cannot be guessed or collide, the upload time in milliseconds, and the file's safe name.
 */
export function uploadKeyOf(prefix: string, safeName: string, now: Date): string {
  return `${prefix}/${randomBytes(16).toString('hex')}_${now.getTime()}_${safeName}`;
}

/** The safe name an upload key ends with (uploadKeyOf), for Content-Disposition. */
export function fileNameOfUploadKey(key: string): string {
  const last = key.split('/').pop() ?? '';
  return last.replace(/^[0-9a-f]{32}_\d+_/, '');
}

/** Whether an upload carries this deployment's upload token (docs/decisions/0020), compared in constant time. */
export function isUploadToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
