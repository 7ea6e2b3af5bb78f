import type { TEventPayloadOf } from '@matchwire/contracts/events';
import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** The kinds of content its definition (packages/contracts) knows. */
export type TContentKind = TEventPayloadOf<'docs.content-changed.v1'>['kind'];

/** `docs.content-changed.v1`, keyed by kind and id so changes of one item stay in order. */
export function contentChangedEvent(kind: TContentKind, contentId: string): TEnvelope {
  return buildEvent('docs', 'docs.content-changed.v1', { kind, contentId }, `${kind}:${contentId}`);
}
