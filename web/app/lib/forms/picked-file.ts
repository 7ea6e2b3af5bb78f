/** Why a picked file is refused before it is sent: none picked, an extension not allowed, too large. */
export type TPickedFileRefusal = 'none' | 'unsupported' | 'tooLarge';

/** What an upload takes, as its contract says: the extensions (lower case) and the largest size in bytes. */
export type TUploadRules = { extensions: readonly string[]; maxBytes: number };

/**
 * A picked file checked in the browser before it is kept (a ticket's attachment, a fence image); the
 * service checks its bytes again. A name without a dot has no extension.
 */
export function checkPickedFile(
  file: { name: string; size: number } | undefined,
  rules: TUploadRules,
): TPickedFileRefusal | null {
  if (!file) return 'none';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!rules.extensions.includes(extension)) return 'unsupported';
  if (file.size > rules.maxBytes) return 'tooLarge';
  return null;
}

/** A file picker's `accept`: the extensions an upload takes. */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}
