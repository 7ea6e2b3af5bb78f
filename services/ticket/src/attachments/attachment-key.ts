import { randomBytes } from 'node:crypto';
import { ticketAttachmentPrefix } from '@matchwire/contracts/ticket/fields';

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
export function attachmentKeyOf(fileName: string, now: Date): string {
  return `${ticketAttachmentPrefix}/${randomBytes(16).toString('hex')}_${now.getTime()}_${fileName}`;
}
