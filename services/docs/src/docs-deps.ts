import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type * as schema from './db/schema.ts';

/** What the docs service's routes and use-cases are given; built once in app.ts. */
export type TDocsDeps = TPublishingDeps<typeof schema>;
