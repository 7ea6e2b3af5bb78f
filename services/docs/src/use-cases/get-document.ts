import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDocsDb } from '../db/docs-db.ts';
import { findDocCategory, findDocument, findDocumentByRef, type TDocumentRow } from '../db/document-repository.ts';
import { isDocumentRef } from '../schemas/document-ref.ts';
import type { TDocument } from '../schemas/document.ts';
import { pickText, type TLang } from '../schemas/localized.ts';

/**
 * One document (guide or API reference page) in `lang`, by its id or by its stable reference
 * (`football.pre-match-odds`, what product pages link by); unknown → 10004.
 */
export async function getDocument(db: TDocsDb, id: string, lang: TLang): Promise<TDocument> {
  const row = isDocumentRef(id) ? await findDocumentByRef(db, id) : await findDocument(db, id);
  if (!row) throw new AppError('objectNotFound', 'Document not found');
  const category = await findDocCategory(db, row.categoryId);
  return toDocument(row, category ? pickText(category.name, lang) : '', lang);
}

export function toDocument(row: TDocumentRow, categoryName: string, lang: TLang): TDocument {
  return {
    documentId: row.documentId,
    ref: row.ref,
    category: { categoryId: row.categoryId, name: categoryName },
    name: pickText(row.name, lang),
    englishName: row.englishName,
    chineseName: row.chineseName,
    sportType: row.sportType,
    method: row.method,
    url: row.url,
    description: pickText(row.description, lang),
    requestParams: row.requestParams.map((param) => ({
      name: param.name,
      type: param.type,
      required: param.required ?? false,
      description: pickText(param.description, lang),
    })),
    returnParams: row.returnParams.map((param) => ({
      name: param.name,
      type: param.type,
      description: pickText(param.description, lang),
    })),
    requestParamsDesc: pickText(row.requestParamsDesc, lang),
    responseParamsDesc: pickText(row.responseParamsDesc, lang),
    sampleData: row.sampleData,
    sampleUrl: row.sampleUrl,
    debugUrl: row.debugUrl,
    debugParams: row.debugParams,
    frequencyLimit: pickText(row.frequencyLimit, lang),
    frequencyRecommend: pickText(row.frequencyRecommend, lang),
    relateProduct: row.relateProduct,
    type: row.type,
    documentText: pickText(row.documentText, lang),
    createDate: row.createdAt.toISOString(),
    modifyDate: row.updatedAt.toISOString(),
    disableAutoShow: row.disableAutoShow,
    isChangeLog: row.isChangeLog,
  };
}
