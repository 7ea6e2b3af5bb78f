import { describe, expect, it } from 'vitest';
import { isRasterImage, sniffFileType } from '../src/file-types/sniff-file-type.ts';
import { fileContentTypes, type TFileExtension } from '@matchwire/contracts/common/file-types';

const attachmentExtensions = Object.keys(fileContentTypes) as TFileExtension[];
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

const samples = {
  png: bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  pdf: bytes('%PDF-1.7\n%%EOF\n'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  txt: bytes('Hello, xin chào!\n'),
  svg: bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
};

describe('a file is what its bytes say, and its extension must agree', () => {
  it.each([
    ['shot.png', samples.png, 'image/png'],
    ['photo.JPG', samples.jpg, 'image/jpeg'],
    ['photo.jpeg', samples.jpg, 'image/jpeg'],
    ['anim.gif', samples.gif, 'image/gif'],
    ['report.pdf', samples.pdf, 'application/pdf'],
    ['logs.zip', samples.zip, 'application/zip'],
    ['letter.docx', samples.zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['letter.doc', samples.doc, 'application/msword'],
    ['notes.txt', samples.txt, 'text/plain; charset=utf-8'],
    ['logo.svg', samples.svg, 'image/svg+xml'],
    ['bom.svg', bytes('\uFEFF<svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
  ])('accepts %s as %s', (name, content, contentType) => {
    expect(sniffFileType(name, content, attachmentExtensions)?.contentType).toBe(contentType);
  });

  it.each([
    ['page.png', bytes('<!doctype html><script>alert(1)</script>')],
    ['setup.png', bytes('MZ', [0x90, 0, 3, 0])],
    ['shot.jpg', samples.png],
    ['report.pdf', samples.txt],
    ['notes.txt', bytes('nul', [0], 'inside')],
    ['latin1.txt', bytes([0x63, 0x61, 0x66, 0xe9])],
    ['page.svg', bytes('<html><svg></svg></html>')],
    ['page.html', bytes('<!doctype html>')],
    ['setup.exe', bytes('MZ', [0x90, 0])],
    ['noextension', samples.png],
    ['.png', samples.png],
  ])('refuses %s', (name, content) => {
    expect(sniffFileType(name, content, attachmentExtensions)).toBeUndefined();
  });

  it('accepts only the extensions it is given', () => {
    expect(sniffFileType('logo.svg', samples.svg, ['png', 'jpg'])).toBeUndefined();
  });

  it('lets only raster images be shown inline', () => {
    expect(['image/png', 'image/jpeg', 'image/gif'].every(isRasterImage)).toBe(true);
    expect(['image/svg+xml', 'application/pdf', 'text/plain; charset=utf-8'].some(isRasterImage)).toBe(false);
  });
});
