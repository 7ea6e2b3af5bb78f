import type { TEventPayloadOf } from '@matchwire/contracts/events';
import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** The kinds of site content its definition (packages/contracts) knows. */
export type TSiteContentKind = TEventPayloadOf<'catalogue.site-content-changed.v1'>['kind'];

/** `catalogue.site-content-changed.v1`, keyed by kind and id so changes of one item stay in order. */
export function siteContentChangedEvent(kind: TSiteContentKind, contentId: string): TEnvelope {
  return buildEvent('catalogue', 'catalogue.site-content-changed.v1', { kind, contentId }, `${kind}:${contentId}`);
}
