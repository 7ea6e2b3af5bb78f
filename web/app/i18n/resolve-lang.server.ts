import { readCookie } from '../lib/session/read-cookie';
import { buildLangCookie, DEFAULT_LANG, isLang, LANG_COOKIE, type TLang } from './index';

function fromAcceptLanguage(header: string | null): TLang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLang);
}

/** SPEC 4: the lang query, then the lang cookie, then the browser's languages, then English. */
export function resolveLang(request: Request): TLang {
  const query = new URL(request.url).searchParams.get('lang');
  if (isLang(query)) return query;
  const cookie = readCookie(request.headers.get('cookie'), LANG_COOKIE);
  if (isLang(cookie)) return cookie;
  return fromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANG;
}

/**
 * A `?lang=` that differs from the stored choice becomes the stored choice, so that the pages a
 * visitor reaches from a Vietnamese link (an e-mail, a search result) stay Vietnamese.
 */
export function rememberLangQuery(request: Request): Record<string, string> {
  const query = new URL(request.url).searchParams.get('lang');
  if (!isLang(query) || readCookie(request.headers.get('cookie'), LANG_COOKIE) === query) return {};
  return { 'Set-Cookie': buildLangCookie(query) };
}
