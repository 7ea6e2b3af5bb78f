import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type * as schema from './db/schema.ts';
import type { TDocRefResolver } from './docs/doc-ref-resolver.ts';

/** What the catalogue's routes and use-cases are given; built once in app.ts. */
export type TCatalogueDeps = TPublishingDeps<typeof schema> & {
  /** The current time; injectable so tests can fix the promotion countdown's day. */
  clock: () => Date;
  /** The docs service's contract for document references (docs/decisions/0007). */
  docRefs: TDocRefResolver;
};
