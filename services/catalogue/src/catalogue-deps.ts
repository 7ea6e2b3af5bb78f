import type { OutboxWriter } from '@matchwire/kit/bus/outbox-writer';
import type { Logger } from '@matchwire/kit/logger';
import type { TCatalogueDb } from './db/catalogue-db.ts';
import type * as schema from './db/schema.ts';
import type { TDocRefResolver } from './docs/doc-ref-resolver.ts';

/** What the catalogue's routes and use-cases are given; built once in app.ts. */
export type TCatalogueDeps = {
  db: TCatalogueDb;
  /** The only way a use-case writes events: with its change, in one transaction; nudges the relay after the commit. */
  outbox: OutboxWriter<typeof schema>;
  logger: Logger;
  /** The current time; injectable so tests can fix the promotion countdown's day. */
  clock: () => Date;
  /** The docs service's contract for document references (docs/decisions/0007). */
  docRefs: TDocRefResolver;
};
