import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export type TContentKind = 'document' | 'faq' | 'blog';

/** `docs.content-changed.v1`, keyed by kind and id so changes of one item stay in order. */
export function contentChangedEvent(kind: TContentKind, contentId: string): TEnvelope {
  return buildEvent('docs', 'docs.content-changed.v1', { kind, contentId }, `${kind}:${contentId}`);
}
