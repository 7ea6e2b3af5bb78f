import { createContext, useContext } from 'react';
import type { TMessageKey, TMessages } from './en';

export const LANGUAGES = ['en', 'vi'] as const;
export type TLang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: TLang = 'en';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The remembered language (SPEC 4: a year), as a Set-Cookie value or for document.cookie. */
export function buildLangCookie(lang: TLang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** Language names are shown in their own language, so they are the same in every catalogue. */
export const LANGUAGE_NAMES: Record<TLang, string> = { en: 'English', vi: 'Tiếng Việt' };
export const THAI_LANGUAGE_NAME = 'ภาษาไทย';

/**
 * The catalogues this process holds. The server registers every language (catalogues.server.ts);
 * the browser loads only the page's language, as a script of its own before hydrating
 * (load-messages.client.ts; a language switch reloads the page, SPEC 4).
 */
const catalogues: Partial<Record<TLang, TMessages>> = {};

export function registerMessages(lang: TLang, messages: TMessages): void {
  catalogues[lang] = messages;
}

export function isLang(value: string | null | undefined): value is TLang {
  return value === 'en' || value === 'vi';
}

export type TParams = Record<string, string | number>;
export type TTranslate = (key: TMessageKey, params?: TParams) => string;

export function createTranslator(lang: TLang): TTranslate {
  // Another language's catalogue is never asked for in the browser; should it be, the page's own answers.
  const messages = catalogues[lang] ?? Object.values(catalogues)[0];
  return (key, params) => {
    const template = messages?.[key] ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
}

type TI18n = { lang: TLang; t: TTranslate };
const I18nContext = createContext<TI18n>({ lang: DEFAULT_LANG, t: (key) => createTranslator(DEFAULT_LANG)(key) });
export const I18nProvider = I18nContext.Provider;

export function useI18n(): TI18n {
  return useContext(I18nContext);
}

export function useT(): TTranslate {
  return useContext(I18nContext).t;
}
