import type { TLocalizedText as TLocalized } from '@matchwire/contracts/common/lang';
import type { TLocalizedParam, TLocalizedSeo } from '@matchwire/contracts/docs/fields';

/** Shapes of the seed content; dates are ISO strings so the files read as data. */
export type TSeedDocCategory = { categoryId: string; parentId: string | null; name: TLocalized; sortOrder: number };

export type TSeedDocument = {
  documentId: string;
  /** API reference pages only: the stable reference (see endpoint.ts). */
  ref?: string;
  categoryId: string;
  sortOrder: number;
  name: TLocalized;
  sportType?: number;
  method?: 1 | 2;
  url?: string;
  description?: TLocalized;
  requestParams?: TLocalizedParam[];
  returnParams?: TLocalizedParam[];
  requestParamsDesc?: TLocalized;
  responseParamsDesc?: TLocalized;
  sampleData?: string;
  sampleUrl?: string;
  debugUrl?: string;
  debugParams?: string;
  frequencyLimit?: TLocalized;
  frequencyRecommend?: TLocalized;
  relateProduct?: number[];
  documentText?: TLocalized;
  isChangeLog?: boolean;
  createdAt: string;
};

export type TSeedChangeLog = {
  logId: string;
  documentId: string;
  sportType: number | null;
  title: TLocalized;
  content: TLocalized;
  createdAt: string;
};

export type TSeedFaqCategory = { categoryId: number; parentId: number | null; name: TLocalized; sortOrder: number };

export type TSeedFaq = {
  faqId: number;
  categoryId: number;
  question: TLocalized;
  answer: TLocalized;
  hotScore: number;
  customOrder: number;
  relatedIds: number[];
  createdAt: string;
  updatedAt: string;
};

export type TSeedArticle = {
  id: number;
  typeId: number;
  childTypeId: number;
  title: TLocalized;
  summary: TLocalized;
  content: TLocalized;
  cover?: string;
  author: string;
  seo?: TLocalizedSeo;
  publishDate: string;
};

/** A request or response field with its description in English and Vietnamese. */
export function field(name: string, type: string, en: string, vi: string, required?: boolean): TLocalizedParam {
  return required === undefined
    ? { name, type, description: { en, vi } }
    : { name, type, required, description: { en, vi } };
}

export function text(en: string, vi: string): TLocalized {
  return { en, vi };
}
