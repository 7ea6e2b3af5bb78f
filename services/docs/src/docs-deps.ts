import type { OutboxWriter } from '@matchwire/kit/bus/outbox-writer';
import type { Logger } from '@matchwire/kit/logger';
import type { TDocsDb } from './db/docs-db.ts';
import type * as schema from './db/schema.ts';

/** What the docs service's routes and use-cases are given; built once in app.ts. */
export type TDocsDeps = {
  db: TDocsDb;
  /** The one writer of events: with the change, in its transaction; it nudges the relay. */
  outbox: OutboxWriter<typeof schema>;
  logger: Logger;
};
