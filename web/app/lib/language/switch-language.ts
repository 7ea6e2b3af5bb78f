import { buildLangCookie, type TLang } from '~/i18n';

/** SPEC 4: remember the choice for a year and reload the same page without `?lang=`. */
export function switchLanguage(lang: TLang): void {
  document.cookie = buildLangCookie(lang);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  if (url.href === window.location.href) window.location.reload();
  else window.location.assign(url.href);
}
