import { readCookie } from '../lib/session/read-cookie';
import { chooseLanguage } from '@matchwire/contracts/common/lang';
import { buildLangCookie, isLang, LANG_COOKIE, type TLang } from './index';

/** SPEC 4: the lang query, then the lang cookie, then the browser's languages, then English. */
export function resolveLang(request: Request): TLang {
  return chooseLanguage({
    query: new URL(request.url).searchParams.get('lang'),
    cookie: readCookie(request.headers.get('cookie'), LANG_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
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
