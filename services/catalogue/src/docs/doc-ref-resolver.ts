import { AppError } from '@matchwire/kit/errors/app-error';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { z } from 'zod';
import type { TLocalizedText } from '@matchwire/contracts/catalogue/lang';

/** A document a reference names, as the docs service answers it. */
export type TReferencedDocument = { ref: string; documentId: string; sportType: number | null; name: TLocalizedText };

/** The docs service's contract for document references (docs/decisions/0007). */
export type TDocRefResolver = {
  /** Which of `refs` name a document; throws AppError serviceUnavailable when docs cannot answer. */
  resolve(refs: string[]): Promise<{ documents: TReferencedDocument[]; unknownRefs: string[] }>;
};

const ZResolveAnswer = z.object({
  resultCode: z.literal(0),
  data: z.object({
    documents: z.array(
      z.object({
        ref: z.string(),
        documentId: z.string(),
        sportType: z.number().int().nullable(),
        name: z.object({ en: z.string(), vi: z.string().optional() }),
      }),
    ),
    unknownRefs: z.array(z.string()),
  }),
});

/** Asks `POST {docsUrl}/internal/document-refs/resolve` as caller `catalogue`, with its own secret. */
export function createHttpDocRefResolver(options: {
  docsUrl: string;
  catalogueSecret: string;
  timeoutMs?: number;
}): TDocRefResolver {
  const url = new URL('/internal/document-refs/resolve', options.docsUrl);
  return {
    async resolve(refs) {
      if (refs.length === 0) return { documents: [], unknownRefs: [] };
      let body: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...internalCallerHeaders('catalogue', options.catalogueSecret),
          },
          body: JSON.stringify({ refs }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        body = await response.json();
      } catch (error) {
        throw new AppError('serviceUnavailable', undefined, { cause: error });
      }
      const answer = ZResolveAnswer.safeParse(body);
      if (!answer.success) {
        throw new AppError('serviceUnavailable', undefined, { cause: new Error('unexpected docs answer') });
      }
      return answer.data.data;
    },
  };
}
