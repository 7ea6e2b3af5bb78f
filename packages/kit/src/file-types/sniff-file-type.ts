import { fileContentTypes, type TFileExtension } from '@matchwire/contracts/common/file-types';

/*
 * What a file is by its content, not its name: the uploads of tickets (and later the animation's
 * fence images) accept an extension only when the bytes are of that kind, and are then stored and
 * served with that kind's content type (fileContentTypes).
 */

const startsWith = (bytes: Uint8Array, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const isPng = (bytes: Uint8Array) => startsWith(bytes, 0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a);
const isJpeg = (bytes: Uint8Array) => startsWith(bytes, 0xff, 0xd8, 0xff);
const isGif = (bytes: Uint8Array) => startsWith(bytes, ...ascii('GIF87a')) || startsWith(bytes, ...ascii('GIF89a'));
const isPdf = (bytes: Uint8Array) => startsWith(bytes, ...ascii('%PDF-'));
/** A zip archive (and so a .docx): a local file header, or the end record of an empty archive. */
const isZip = (bytes: Uint8Array) =>
  startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06);
/** An OLE compound file, the container of a Word 97-2003 .doc. */
const isCompoundFile = (bytes: Uint8Array) => startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text without NUL characters, or undefined (binary, or another encoding). */
export function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Before an SVG's root element: an XML declaration, processing instructions, comments, a doctype, white space. */
const svgProlog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** UTF-8 XML text whose first element is `<svg`. */
function isSvg(bytes: Uint8Array): boolean {
  const text = textOf(bytes);
  if (text === undefined) return false;
  const body = text.replace(/^\uFEFF/, '').replace(svgProlog, '');
  return /^<svg[\s>/]/.test(body);
}

const isText = (bytes: Uint8Array) => textOf(bytes) !== undefined;

/** What the bytes of a file claiming each extension must be. */
const contentChecks: Record<TFileExtension, (bytes: Uint8Array) => boolean> = {
  png: isPng,
  jpg: isJpeg,
  jpeg: isJpeg,
  gif: isGif,
  svg: isSvg,
  txt: isText,
  pdf: isPdf,
  zip: isZip,
  doc: isCompoundFile,
  docx: isZip,
};

/** A file name's extension, lower-cased, or '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type of a file whose extension is one of `allowed` and whose bytes are of that kind;
 * undefined otherwise (an .html or an .exe renamed .png, a .txt that is not UTF-8 text).
 */
export function sniffFileType(
  fileName: string,
  bytes: Uint8Array,
  allowed: readonly TFileExtension[],
): { extension: TFileExtension; contentType: string } | undefined {
  const extension = allowed.find((candidate) => candidate === extensionOf(fileName));
  if (!extension || !contentChecks[extension](bytes)) return undefined;
  return { extension, contentType: fileContentTypes[extension] };
}

/** Raster images, which a browser may show inline; everything else (SVG included) is sent as a download. */
export function isRasterImage(contentType: string): boolean {
  return contentType === 'image/png' || contentType === 'image/jpeg' || contentType === 'image/gif';
}
