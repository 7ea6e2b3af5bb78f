import type { ObjectStore } from '@matchwire/kit/object-store/object-store';
import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type * as schema from './db/schema.ts';
import type { PublishedCache } from './published/published-cache.ts';

/** What the animation service's routes, use-cases and consumers are given; built once in app.ts. */
export type TAnimationDeps = TPublishingDeps<typeof schema> & {
  clock: () => Date;
  /** Where fence images are kept, beside the ticket attachments (docs/decisions/0020). */
  objectStore: ObjectStore;
  /** The upload token uploads must carry (SPEC.md §7; what it proves: docs/decisions/0020). */
  uploadToken: string;
  /** Published configs by access key for 60 s (Redis, or memory on `npm start`); dropped by the service's events. */
  publishedCache: PublishedCache;
};
