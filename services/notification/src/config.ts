import { ConfigError, databaseEnv, databasePoolEnv, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
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
};

export type TNotificationConfig = ReturnType<typeof loadNotificationConfig>;

export function loadNotificationConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(notificationEnv, env);
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when MAIL_TRANSPORT is smtp');
  }
  return config;
}
