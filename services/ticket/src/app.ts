import { fileURLToPath } from 'node:url';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer } from '@matchwire/kit/http/serve-endpoint';
import { createObjectStore } from '@matchwire/kit/object-store/object-store-config';
import { createPublishingService } from '@matchwire/kit/publishing-service';
import { redisOrMemoryStore } from '@matchwire/kit/redis-or-memory-store';
import { createAccountSupportCustomers, type SupportCustomers } from './callers/support-customers.ts';
import type { TTicketConfig } from './config.ts';
import * as schema from './db/schema.ts';
import { listUnreadTicketsOfUser } from './db/ticket-repository.ts';
import { startUnreadCountersConsumer, unreadCountersConsumer } from './events/consumers/unread-counters.ts';
import { registerAttachmentRoutes } from './routes/attachment/attachment-routes.ts';
import { registerStaffTicketRoutes } from './routes/staff/staff-ticket-routes.ts';
import { registerTicketRoutes } from './routes/ticket/ticket-routes.ts';
import { seedTicketTypes } from './seed/seed-ticket-types.ts';
import type { TTicketDeps } from './ticket-deps.ts';
import { MemoryUnreadCounters } from './unread/memory-unread-counters.ts';
import { RedisUnreadCounters } from './unread/redis-unread-counters.ts';
import type { TTicketUnread, UnreadCounters } from './unread/unread-counters.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TTicketService = TBuiltService<TTicketDeps>;

/**
 * Builds the ticket service: visitors' and customers' tickets, their conversations, attachments
 * and history, the events that mail and count them, and each customer's unread count kept from
 * those events (docs/contracts/ticket.md).
 */
export function buildTicketService(
  options: TServiceParts<TTicketConfig> & {
    clock?: () => Date;
    /**
     * Tests name their own consumer group, apart from the running stack's, and start it at the end
     * of the topics: replaying every ticket event of earlier runs on a long-lived broker is not theirs to do.
     */
    unreadConsumer?: string;
    /** Tests stand in for the account service's answer. */
    supportCustomers?: SupportCustomers;
  },
): TTicketService {
  const { config, logger, bus } = options;
  const unread = redisOrMemoryStore<UnreadCounters>(config.REDIS_URL, logger, {
    // A customer's hash lost with Redis is rebuilt from the tables on its next read (service's pool, made below).
    inRedis: (url, redisLogger): RedisUnreadCounters =>
      RedisUnreadCounters.connect(url, redisLogger, (userId): Promise<TTicketUnread[]> =>
        listUnreadTicketsOfUser(service.deps.db, userId),
      ),
    inMemory: () => new MemoryUnreadCounters(),
  });
  const objectStore = createObjectStore(config);
  const service = createPublishingService({
    ...options,
    name: 'ticket',
    schema,
    migrationsFolder,
    trustProxy: config.TRUSTED_PROXIES,
    gatewayPublicKey: config.GATEWAY_IDENTITY_PUBLIC_KEY,
    resources: [unread, objectStore],
  });
  const { app } = service;
  const deps: TTicketDeps = {
    ...service.deps,
    clock: options.clock ?? (() => new Date()),
    unread,
    attachmentsMax: config.TICKET_ATTACHMENTS_MAX,
    objectStore,
    uploadToken: config.UPLOAD_TOKEN,
    supportCustomers:
      options.supportCustomers ??
      createAccountSupportCustomers({ accountUrl: config.ACCOUNT_URL, secret: config.INTERNAL_SECRET_TICKET }),
  };
  // createPublishingService refuses any route without a definition (packages/contracts/src/ticket/endpoints.ts).
  registerTicketRoutes(endpointServer(app), deps);
  registerAttachmentRoutes(endpointServer(app), deps);
  // The back office's (docs/decisions/0019): kit's default staff check reads the gateway's assertion.
  registerStaffTicketRoutes(endpointServer(app), deps);

  return {
    app,
    deps,
    async start() {
      await service.start();
      // The ticket types are reference data, inserted at every start; there is no demo data.
      await seedTicketTypes(deps.db);
      // Stopped with the service's other consumers (bus.stopConsumers in service.stop).
      await startUnreadCountersConsumer(
        deps,
        bus,
        options.unreadConsumer ?? unreadCountersConsumer,
        options.unreadConsumer !== undefined,
      );
    },
    stop: service.stop,
  };
}
