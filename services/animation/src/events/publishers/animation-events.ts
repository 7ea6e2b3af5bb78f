import type { TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TOwner } from '../../configs/config-state.ts';

/**
 * Every event of a customer's widget of a sport is keyed by both: one partition of each topic, so
 * its events of one type stay in order. The two types are two topics, which a consumer may see out
 * of order: the published-config cache only drops the keys each names, which needs no order.
 */
const keyOf = (owner: TOwner) => `${owner.userId}:${owner.animType}`;

/** What widgets show for `accessKey` changed: published, disabled or enabled. */
export function configPublishedEvent(
  owner: TOwner,
  publication: { accessKey: string; status: TUserConfigStatus; version: number; publishedAt: Date },
): TEnvelope {
  return buildEvent(
    'animation',
    'animation.config-published.v1',
    { ...owner, ...publication, publishedAt: publication.publishedAt.toISOString() },
    keyOf(owner),
  );
}

export function accessKeyRotatedEvent(
  owner: TOwner,
  keys: { previousAccessKey: string; accessKey: string },
): TEnvelope {
  return buildEvent('animation', 'animation.access-key-rotated.v1', { ...owner, ...keys }, keyOf(owner));
}
