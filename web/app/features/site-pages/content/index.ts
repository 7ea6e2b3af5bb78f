import { useI18n, type TLang } from '~/i18n';
import { siteContentEn } from './en';
import type { TSiteContent } from './types';
import { siteContentVi } from './vi';

const CONTENT: Record<TLang, TSiteContent> = { en: siteContentEn, vi: siteContentVi };

export function getSiteContent(lang: TLang): TSiteContent {
  return CONTENT[lang];
}

export function useSiteContent(): TSiteContent {
  return CONTENT[useI18n().lang];
}
