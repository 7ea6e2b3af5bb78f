import { z } from 'zod';
import { defineEvents } from '../event.ts';
import { ZAnimType, ZUserConfigStatus } from './fields.ts';

/** Which widget an event is about: a customer's config of one sport. */
const customerWidget = { userId: z.string().min(1), animType: ZAnimType };

/**
 * The animation service's events (proto/matchwire/animation/v1/events.proto). Its own consumer drops
 * the published-config cache of the keys named, so widgets see a change within a second.
 */
export const animationEvents = defineEvents('animation', {
  'animation.config-published.v1': {
    summary: 'A customer published their widget config of a sport, or staff disabled or enabled it.',
    payload: z.object({
      ...customerWidget,
      accessKey: z.string().min(1),
      status: ZUserConfigStatus,
      /** Grows with each publish. */
      version: z.number().int().min(0),
      publishedAt: z.iso.datetime(),
    }),
    consumers: ['animation'],
  },
  'animation.access-key-rotated.v1': {
    summary: 'A customer replaced a widget’s access key; embeds with the old key stop.',
    payload: z.object({
      ...customerWidget,
      previousAccessKey: z.string().min(1),
      accessKey: z.string().min(1),
    }),
    consumers: ['animation'],
  },
});
