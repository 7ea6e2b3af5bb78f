import { createContext, useContext } from 'react';
import { en, type TMessageKey } from './en';
import { vi } from './vi';

export const LANGUAGES = ['en', 'vi'] as const;
export type TLang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: TLang = 'en';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Language names are shown in their own language, so they are the same in every catalogue. */
export const LANGUAGE_NAMES: Record<TLang, string> = { en: 'English', vi: 'Tiếng Việt' };
export const THAI_LANGUAGE_NAME = 'ภาษาไทย';

const catalogues = { en, vi } as const;

export function isLang(value: string | null | undefined): value is TLang {
  return value === 'en' || value === 'vi';
}

export type TParams = Record<string, string | number>;
export type TTranslate = (key: TMessageKey, params?: TParams) => string;

export function createTranslator(lang: TLang): TTranslate {
  const messages = catalogues[lang];
  return (key, params) => {
    const template = messages[key];
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  };
}

type TI18n = { lang: TLang; t: TTranslate };
const I18nContext = createContext<TI18n>({ lang: DEFAULT_LANG, t: createTranslator(DEFAULT_LANG) });
export const I18nProvider = I18nContext.Provider;

export function useI18n(): TI18n {
  return useContext(I18nContext);
}

export function useT(): TTranslate {
  return useContext(I18nContext).t;
}
