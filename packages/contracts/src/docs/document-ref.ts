import { z } from 'zod';

/**
 * A document reference: lower-case words joined by `-`, in at least two parts joined by `.`
 * (`football.pre-match-odds`, `esports.lol.live`). The dot tells it from document ids
 * (`news_0`, `112`) and the `c_`, `st_`, `log_` addresses.
 */
export const documentRefPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export const ZDocumentRef = z.string().trim().max(120).regex(documentRefPattern, 'is not a document reference');

export function isDocumentRef(id: string): boolean {
  return documentRefPattern.test(id);
}

/** Internal contract: which of these references exist, and the documents they name. */
export const ZResolveDocumentRefsBody = z.object({ refs: z.array(ZDocumentRef).min(1).max(500) });
export type TResolveDocumentRefsBody = z.infer<typeof ZResolveDocumentRefsBody>;

export const ZResolvedDocumentRef = z.object({
  ref: z.string(),
  documentId: z.string(),
  sportType: z.number().int().nullable(),
  /** The document's name in every language it has (`en` always). */
  name: z.object({ en: z.string(), vi: z.string().optional() }),
});

export const ZResolvedDocumentRefs = z.object({
  documents: z.array(ZResolvedDocumentRef),
  /** The asked references no document carries, in the order asked. */
  unknownRefs: z.array(z.string()),
});
export type TResolvedDocumentRefs = z.infer<typeof ZResolvedDocumentRefs>;
