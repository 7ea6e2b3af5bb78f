import { useI18n, type TLang } from '~/i18n';
import siteContentEn from './en.json';
import type { TSiteContent } from './types';
import siteContentVi from './vi.json';

/** The copy is data (one JSON file per language); the compiler checks each against TSiteContent. */
const CONTENT: Record<TLang, TSiteContent> = { en: siteContentEn, vi: siteContentVi };

export function getSiteContent(lang: TLang): TSiteContent {
  return CONTENT[lang];
}

export function useSiteContent(): TSiteContent {
  return CONTENT[useI18n().lang];
}
