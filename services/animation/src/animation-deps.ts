import type { TUploadDeps } from '@matchwire/kit/object-store/accept-upload';
import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type * as schema from './db/schema.ts';
import type { PublishedCache } from './published/published-cache.ts';

/**
 * What the animation service's routes, use-cases and consumers are given; built once in app.ts.
 * Fence images are uploads (TUploadDeps), kept in the object store beside the ticket attachments.
 */
export type TAnimationDeps = TPublishingDeps<typeof schema> &
  TUploadDeps & {
    clock: () => Date;
    /** Published configs by access key for 60 s (Redis, or memory on `npm start`); dropped by the service's events. */
    publishedCache: PublishedCache;
  };
