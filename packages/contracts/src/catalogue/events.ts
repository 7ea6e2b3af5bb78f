import { ChangeKind } from '@matchwire/proto';
import { z } from 'zod';
import { defineEvents } from '../event.ts';

const publicCache = ['gateway'] as const;

export const catalogueEvents = defineEvents('catalogue', {
  'catalogue.product-changed.v1': {
    summary:
      "A product, its plans or its interfaces changed; caches of public catalogue data drop it, the data API asks the products' leagues again.",
    payload: z.object({
      productId: z.number().int(),
      change: z.enum(ChangeKind),
      sportType: z.number().int(),
      englishName: z.string(),
      status: z.number().int(),
    }),
    consumers: [...publicCache, 'data-api'],
  },
  'catalogue.site-content-changed.v1': {
    summary: 'Site content besides products changed (home banner, system config); caches drop it.',
    payload: z.object({
      kind: z.enum(['home-banner', 'system-config']),
      /** The banner's language (`en`, `vi`) or the config key. */
      contentId: z.string(),
    }),
    consumers: publicCache,
  },
});
