import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TLocalizedText } from '@matchwire/contracts/common/lang';
import { dataApiReference } from '@matchwire/contracts/data-api/reference';
import type { TLocalizedParam } from '@matchwire/contracts/docs/fields';
import { z } from 'zod';
import { toReferenceDocument } from './reference-page.ts';
import {
  ZSeedArticle,
  ZSeedChangeLog,
  ZSeedDocCategory,
  ZSeedFaq,
  ZSeedFaqCategory,
  ZSeedGuide,
} from './seed-file-schemas.ts';

/** services/docs/seed/: the demo content, as data files (its README.md says which holds what). */
const seedFolder = fileURLToPath(new URL('../../seed/', import.meta.url));

/** A document as the seeder inserts it. */
export type TSeedDocument = {
  documentId: string;
  ref?: string;
  categoryId: string;
  sortOrder: number;
  name: TLocalizedText;
  sportType?: number;
  method?: 1 | 2;
  url?: string;
  description?: TLocalizedText;
  requestParams?: TLocalizedParam[];
  returnParams?: TLocalizedParam[];
  requestParamsDesc?: TLocalizedText;
  responseParamsDesc?: TLocalizedText;
  sampleData?: string;
  sampleUrl?: string;
  debugUrl?: string;
  debugParams?: string;
  frequencyLimit?: TLocalizedText;
  frequencyRecommend?: TLocalizedText;
  relateProduct?: number[];
  documentText?: TLocalizedText;
  isChangeLog?: boolean;
  createdAt: Date;
};

function readText(file: string): string {
  return readFileSync(`${seedFolder}${file}`, 'utf8');
}

function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readText(file)));
  if (!parsed.success) throw new Error(`services/docs/seed/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A guide's text in one language: its Markdown file without the file's final newline. */
function readGuideText(documentId: string, lang: 'en' | 'vi'): string {
  return readText(`guides/${documentId}.${lang}.md`).replace(/\n$/, '');
}

function loadDocuments(): TSeedDocument[] {
  const guides = readJson('guides.json', z.array(ZSeedGuide)).map((guide) => ({
    ...guide,
    documentText: { en: readGuideText(guide.documentId, 'en'), vi: readGuideText(guide.documentId, 'vi') },
  }));
  // The API reference pages come from the data API's reference, the one source of what it serves.
  const { shared, pages, streams } = dataApiReference();
  const referencePages = [...pages, ...streams].map((page) => toReferenceDocument(page, shared));
  return [...guides, ...referencePages];
}

/** Everything the demo seed inserts, read from services/docs/seed/ and checked against its shapes. */
export function loadSeedContent() {
  return {
    docCategories: readJson('doc-categories.json', z.array(ZSeedDocCategory)),
    documents: loadDocuments(),
    changeLogs: readJson('change-logs.json', z.array(ZSeedChangeLog)),
    faqCategories: readJson('faq-categories.json', z.array(ZSeedFaqCategory)),
    faqs: readJson('faqs.json', z.array(ZSeedFaq)),
    articles: readJson('articles.json', z.array(ZSeedArticle)),
  };
}
