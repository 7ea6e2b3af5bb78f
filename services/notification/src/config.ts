import { ConfigError, databaseEnv, databasePoolEnv, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

const ZFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

export const notificationEnv = {
  ...serviceEnv,
  DATABASE_URL: databaseEnv.DATABASE_URL,
  ...databasePoolEnv,
  ...portEnv(4007),
  /** `smtp` delivers through SMTP_URL; `mailbox` keeps mail in the database (embedded mode). No default: a forgotten setting must not silently swallow or leak mail. */
  MAIL_TRANSPORT: z.enum(['smtp', 'mailbox'], { message: 'must be smtp or mailbox' }),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
      'must be an address, e.g. Name <no-reply@example.com>',
    )
    .default('Matchwire <no-reply@matchwire.io>'),
  /** Base of the web links written into mails (API key page, docs); same value as the account service's. */
  PUBLIC_WEB_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DEV_MAILBOX: ZFlag,
  /** The account service, asked for each single-use link as a mail goes out (docs/decisions/0011). */
  ACCOUNT_URL: z.url().default('http://127.0.0.1:4002'),
  /** Its own credential for the account service's `/internal/*` routes (docs/decisions/0010). */
  ...internalSecretsEnv(['notification']),
  /** Sent and failed mails are deleted after this many days; keep it above the account topics' retention (a redelivered event older than this would be mailed again). */
  MAIL_RETENTION_DAYS: z.coerce.number().positive().default(30),
};

export type TNotificationConfig = ReturnType<typeof loadNotificationConfig>;

export function loadNotificationConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(notificationEnv, env);
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when MAIL_TRANSPORT is smtp');
  }
  return config;
}
