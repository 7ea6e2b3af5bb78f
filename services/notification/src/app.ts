import { fileURLToPath } from 'node:url';
import { createDatabase, databaseTimeoutsFrom, pingDatabase } from '@matchwire/kit/db/database';
import { applyMigrations } from '@matchwire/kit/db/migrate';
import { createServiceApp, drainServiceApp, listenServiceApp } from '@matchwire/kit/http/create-service-app';
import type { TBuiltService, TServiceParts } from '@matchwire/kit/serve-service';
import { endpointServer, requireEndpointDefinitions } from '@matchwire/kit/http/serve-endpoint';
import type { TNotificationConfig } from './config.ts';
import type { TNotificationDb } from './db/notification-db.ts';
import * as schema from './db/schema.ts';
import { MailSender, type TMailSenderOptions } from './delivery/mail-sender.ts';
import type { MailTransport } from './delivery/mail-transport.ts';
import { accountMailLinks } from './delivery/mail-links.ts';
import { MailboxTransport } from './delivery/mailbox-transport.ts';
import { SmtpTransport } from './delivery/smtp-transport.ts';
import { accountStaffAddresses } from './delivery/staff-addresses.ts';
import { startMailConsumer } from './events/consumers/mail.ts';
import type { TNotificationDeps } from './notification-deps.ts';
import { registerMailboxRoutes } from './routes/dev/mailbox.ts';
import { startMessagePruning } from './use-cases/prune-messages.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export type TNotificationService = TBuiltService<TNotificationDeps>;

/** Builds the notification service: account and billing events in, e-mail out (SMTP or the dev mailbox). */
export function buildNotificationService(
  options: TServiceParts<TNotificationConfig> & {
    /** Retry timings of the sender loop; tests shorten them. */
    mailSenderOptions?: Partial<TMailSenderOptions>;
  },
): TNotificationService {
  const { config, logger, bus } = options;
  const db: TNotificationDb = createDatabase(config.DATABASE_URL, schema, {
    applicationName: 'notification',
    timeouts: databaseTimeoutsFrom(config),
  });
  const transport = createTransport(config);
  const mailSender = new MailSender(
    {
      db,
      transport,
      logger: logger.child({ component: 'mail-sender' }),
      links: accountMailLinks({ accountUrl: config.ACCOUNT_URL, secret: config.INTERNAL_SECRET_NOTIFICATION }),
    },
    options.mailSenderOptions,
  );
  const deps: TNotificationDeps = {
    db,
    mailSender,
    logger,
    publicWebUrl: config.PUBLIC_WEB_URL,
    staffAddresses: accountStaffAddresses({
      accountUrl: config.ACCOUNT_URL,
      secret: config.INTERNAL_SECRET_NOTIFICATION,
    }),
    sentMail: transport instanceof MailboxTransport ? transport : undefined,
  };
  let stopPruning: (() => void) | undefined;

  const app = createServiceApp({
    name: 'notification',
    logger,
    // Ready on its database alone: without Kafka or SMTP, mail waits (outbox, queue) and is retried.
    readinessChecks: [{ name: 'database', check: () => pingDatabase(db) }],
    dependencyChecks: [{ name: 'bus', check: () => bus.ping() }],
  });
  // What the service serves is exactly what packages/contracts/src/notification/endpoints.ts defines.
  requireEndpointDefinitions(app);
  // Without DEV_MAILBOX the routes do not exist and answer 404 'Interface 404'.
  if (config.DEV_MAILBOX) registerMailboxRoutes(endpointServer(app), deps);

  return {
    app,
    deps,
    async start() {
      const applied = await applyMigrations(db.$client, { migrationsFolder, schema: 'notification' });
      logger.info({ applied, transport: transport.kind }, 'migrations applied');
      await startMailConsumer(deps, bus);
      mailSender.start();
      stopPruning = startMessagePruning(deps, config.MAIL_RETENTION_DAYS);
      await listenServiceApp(app, config);
    },
    async stop() {
      await drainServiceApp(app);
      await bus.stopConsumers();
      stopPruning?.();
      await mailSender.stop();
      await transport.close();
      await db.$client.end();
    },
  };
}

function createTransport(config: TNotificationConfig): MailTransport {
  if (config.MAIL_TRANSPORT === 'mailbox') return new MailboxTransport();
  return new SmtpTransport({ url: config.SMTP_URL!, from: config.MAIL_FROM });
}
