import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TDocument } from '@matchwire/contracts/docs/document';
import type { TDocCategoryRow, TDocumentRow } from '../../db/document-repository.ts';

/** A document as its answer shows it, in `lang` (English where a text has no translation). */
export function presentDocument(row: TDocumentRow, category: TDocCategoryRow | undefined, lang: TLang): TDocument {
  return {
    documentId: row.documentId,
    ref: row.ref,
    category: { categoryId: row.categoryId, name: category ? pickText(category.name, lang) : '' },
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
