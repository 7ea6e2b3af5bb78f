import type { TLocalizedParam } from '@matchwire/contracts/docs/fields';
import type { TReferencePage, TReferenceParam, TReferenceShared } from '@matchwire/contracts/data-api/reference';
import type { TSeedDocument } from './seed-content.ts';

/**
 * The document of one API reference page: the page's own fields plus what every page has (the
 * key parameter, the answer's envelope, the sample and debug addresses, the frequency texts).
 */
export function toReferenceDocument(page: TReferencePage, shared: TReferenceShared): TSeedDocument {
  const limits = shared.limits[page.limit];
  if (!limits) throw new Error(`${page.ref}: no limits named "${page.limit}" in the data API's reference/shared.json`);
  const url = `${shared.baseUrl}/${page.path}`;
  return {
    documentId: String(page.id),
    ref: page.ref,
    categoryId: page.categoryId,
    sortOrder: page.sortOrder,
    name: page.name,
    sportType: page.sportType,
    method: 1,
    url,
    description: page.description,
    requestParams: [shared.keyParam, ...page.request].map(toParam),
    // A stream's messages are the events themselves; only a refusal (before it opens) is an envelope.
    returnParams: [...(page.stream ? [] : shared.envelopeFields), ...page.response].map(toParam),
    requestParamsDesc: shared.requestParamsDesc,
    responseParamsDesc: shared.responseParamsDesc,
    sampleData: page.stream
      ? `event: match-event\nid: ${streamSampleId(page.sample)}\ndata: ${JSON.stringify(page.sample)}\n`
      : JSON.stringify({ resultCode: 0, resultInfo: 'Success', data: page.sample }, null, 2),
    sampleUrl: `${url}?key=YOUR_API_KEY${page.example ? `&${page.example}` : ''}`,
    debugUrl: url,
    debugParams: page.example,
    frequencyLimit: limits.limit,
    frequencyRecommend: limits.recommend,
    relateProduct: page.products,
    createdAt: page.createdAt,
  };
}

function toParam({ en, vi, ...param }: TReferenceParam): TLocalizedParam {
  return { ...param, description: vi === undefined ? { en } : { en, vi } };
}

/** The resume point a stream's sample message carries, as the data API writes it. */
function streamSampleId(sample: unknown): string {
  const { occurredAt, matchId, eventId } = sample as { occurredAt: number; matchId: number; eventId: number };
  return `${occurredAt * 1000}-${matchId}-${eventId}`;
}
