/**
 * `npm run unread:rebuild -w @matchwire/ticket`: recomputes every customer's unread counters in
 * Redis from the ticket tables, with the service's own DATABASE_URL and REDIS_URL.
 */
import { createDatabase } from '@matchwire/kit/db/database';
import { createLogger } from '@matchwire/kit/logger';
import { loadTicketConfig } from '../config.ts';
import * as schema from '../db/schema.ts';
import { listUnreadTicketsOfUser } from '../db/ticket-repository.ts';
import { rebuildUnreadCounters } from '../use-cases/rebuild-unread-counters.ts';
import { RedisUnreadCounters } from './redis-unread-counters.ts';

const config = loadTicketConfig();
const logger = createLogger('ticket-unread-rebuild', config.LOG_LEVEL);
if (!config.REDIS_URL) throw new Error('REDIS_URL is empty: the counters to rebuild live in Redis');
const db = createDatabase(config.DATABASE_URL, schema, { applicationName: 'ticket-unread-rebuild' });
const unread = RedisUnreadCounters.connect(config.REDIS_URL, logger, (userId) => listUnreadTicketsOfUser(db, userId));
try {
  await unread.whenConnected(5000);
  logger.info(await rebuildUnreadCounters(db, unread), 'unread counters rebuilt');
} finally {
  await unread.close();
  await db.$client.end();
}
