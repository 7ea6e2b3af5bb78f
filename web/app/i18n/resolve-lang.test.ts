import { describe, expect, it } from 'vitest';
import { rememberLangQuery, resolveLang } from './resolve-lang.server';

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

describe('rememberLangQuery', () => {
  it('stores a lang query that differs from the stored language for a year', () => {
    expect(rememberLangQuery(request('/faq?lang=vi', { cookie: 'lang=en' }))).toEqual({
      'Set-Cookie': 'lang=vi; Max-Age=31536000; Path=/; SameSite=Lax',
    });
    expect(rememberLangQuery(request('/?lang=en'))['Set-Cookie']).toMatch(/^lang=en;/);
  });

  it('leaves the cookie alone without a valid lang query or when it already matches', () => {
    expect(rememberLangQuery(request('/?lang=vi', { cookie: 'lang=vi' }))).toEqual({});
    expect(rememberLangQuery(request('/?lang=th'))).toEqual({});
    expect(rememberLangQuery(request('/', { cookie: 'lang=en' }))).toEqual({});
  });
});
