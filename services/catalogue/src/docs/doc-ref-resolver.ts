import { AppError } from '@matchwire/kit/errors/app-error';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { ZSuccess } from '@matchwire/contracts';
import type { TResolvedDocumentRefs } from '@matchwire/contracts/docs/document-ref';
import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';

/** The docs service's contract for document references (docs/decisions/0007). */
export type TDocRefResolver = {
  /** Which of `refs` name a document; throws AppError serviceUnavailable when docs cannot answer. */
  resolve(refs: string[]): Promise<TResolvedDocumentRefs>;
};

/** The success envelope of the docs service's answer, as its definition in packages/contracts says. */
const ZResolveAnswer = ZSuccess(docsEndpoints.resolveDocumentRefs.response);

/** Asks `POST {docsUrl}/internal/document-refs/resolve` as caller `catalogue`, with its own secret. */
export function createHttpDocRefResolver(options: {
  docsUrl: string;
  catalogueSecret: string;
  timeoutMs?: number;
}): TDocRefResolver {
  const url = new URL(docsEndpoints.resolveDocumentRefs.path, options.docsUrl);
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
