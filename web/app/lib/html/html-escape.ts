/** Escaping and link checks shared by the sanitiser (safe-html.ts) and the markdown renderer. */

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** http(s), mailto, same-site paths and in-page anchors; everything else (javascript:, data:) is dropped. */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (url.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/.test(url)) return /^(https?|mailto):/.test(url);
  return true;
}
