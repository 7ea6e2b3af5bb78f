import { describe, expect, it } from 'vitest';
import { resolveLang } from './resolve-lang.server';

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(`http://web.test${url}`, { headers });
}

describe('resolveLang (SPEC 4 order)', () => {
  it('prefers the lang query', () => {
    expect(resolveLang(request('/?lang=vi', { cookie: 'lang=en', 'accept-language': 'en' }))).toBe('vi');
  });

  it('then the lang cookie', () => {
    expect(resolveLang(request('/', { cookie: 'a=1; lang=vi', 'accept-language': 'en' }))).toBe('vi');
    expect(resolveLang(request('/?lang=th', { cookie: 'lang=vi' }))).toBe('vi');
  });

  it("then the browser's Accept-Language by weight", () => {
    expect(resolveLang(request('/', { 'accept-language': 'fr-FR,vi;q=0.8,en;q=0.5' }))).toBe('vi');
    expect(resolveLang(request('/', { 'accept-language': 'vi-VN;q=0.4,en-GB;q=0.9' }))).toBe('en');
  });

  it('then English', () => {
    expect(resolveLang(request('/', { 'accept-language': 'th-TH,fr' }))).toBe('en');
    expect(resolveLang(request('/'))).toBe('en');
  });
});
