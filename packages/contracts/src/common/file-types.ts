/**
 * The content type each file extension is stored and served with, once the file's bytes proved to
 * be of that kind (packages/kit/src/file-types/sniff-file-type.ts). Uploads of tickets use them;
 * the animation's fence images will too.
 */
export const fileContentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type TFileExtension = keyof typeof fileContentTypes;
