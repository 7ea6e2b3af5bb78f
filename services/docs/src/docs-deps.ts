import type { OutboxRelay } from '@matchwire/kit/bus/outbox';
import type { Logger } from '@matchwire/kit/logger';
import type { TDocsDb } from './db/docs-db.ts';

/** What the docs service's routes and use-cases are given; built once in app.ts. */
export type TDocsDeps = {
  db: TDocsDb;
  outboxRelay: OutboxRelay;
  logger: Logger;
};
