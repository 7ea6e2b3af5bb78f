import { z } from 'zod';
import { defineEvents } from '../event.ts';

export const docsEvents = defineEvents('docs', {
  'docs.content-changed.v1': {
    summary: 'A document, FAQ article or blog article changed; caches of public docs data drop it.',
    payload: z.object({
      kind: z.enum(['document', 'faq', 'blog']),
      /** The item's id as the public routes know it, e.g. `news_0` or `20`. */
      contentId: z.string(),
    }),
    consumers: ['gateway'],
  },
});
