import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export type TSiteContentKind = 'home-banner' | 'system-config';

/** `catalogue.site-content-changed.v1`, keyed by kind and id so changes of one item stay in order. */
export function siteContentChangedEvent(kind: TSiteContentKind, contentId: string): TEnvelope {
  return buildEvent('catalogue', 'catalogue.site-content-changed.v1', { kind, contentId }, `${kind}:${contentId}`);
}
