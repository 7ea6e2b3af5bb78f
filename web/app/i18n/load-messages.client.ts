import type { TMessages } from './en';
import { DEFAULT_LANG, isLang, registerMessages, type TLang } from './index';

/**
 * The browser's catalogue: a hashed script of its own per language, loaded once before hydration
 * (entry.client.tsx) and kept by the browser's cache across pages, instead of ~60 kB of loader data
 * that every page's HTML carried and the server serialised on every render.
 */
const catalogueLoaders: Record<TLang, () => Promise<TMessages>> = {
  en: () => import('./en').then((module) => module.en),
  vi: () => import('./vi').then((module) => module.vi),
};

const loaded = new Set<TLang>();

/** Registers `lang`'s catalogue (the page's, from `<html lang>`); an unknown value means English. */
export async function loadMessages(lang: string | null | undefined): Promise<void> {
  const pageLang = isLang(lang) ? lang : DEFAULT_LANG;
  if (loaded.has(pageLang)) return;
  registerMessages(pageLang, await catalogueLoaders[pageLang]());
  loaded.add(pageLang);
}
