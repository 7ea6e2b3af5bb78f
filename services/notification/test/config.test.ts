import { ConfigError } from '@matchwire/kit/config';
import { describe, expect, it } from 'vitest';
import { loadNotificationConfig } from '../src/config.ts';

const base = {
  DATABASE_URL: 'postgres://svc_notification:notification_dev@127.0.0.1:55432/matchwire',
  INTERNAL_SECRET_NOTIFICATION: 'notification-test-own-secret',
};

describe('notification config', () => {
  it('has the documented defaults', () => {
    const config = loadNotificationConfig({ ...base, MAIL_TRANSPORT: 'mailbox' });
    expect(config).toMatchObject({
      PORT: 4007,
      MAIL_FROM: 'Matchwire <no-reply@matchwire.io>',
      DEV_MAILBOX: false,
      PUBLIC_WEB_URL: 'http://localhost:3000',
      BUS: 'kafka',
      KAFKA_BROKERS: ['127.0.0.1:19092'],
      ACCOUNT_URL: 'http://127.0.0.1:4002',
      MAIL_RETENTION_DAYS: 30,
    });
  });

  it('requires SMTP_URL with the smtp transport', () => {
    expect(() => loadNotificationConfig({ ...base, MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required/);
    expect(
      loadNotificationConfig({ ...base, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL,
    ).toBe('smtp://127.0.0.1:2525');
  });

  it.each([
    [{ MAIL_TRANSPORT: undefined }, /MAIL_TRANSPORT/],
    [{ MAIL_TRANSPORT: 'sendmail' }, /MAIL_TRANSPORT/],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ MAIL_TRANSPORT: 'mailbox', MAIL_FROM: 'not an address' }, /MAIL_FROM/],
    [{ MAIL_TRANSPORT: 'mailbox', DEV_MAILBOX: 'yes' }, /DEV_MAILBOX/],
    [{ MAIL_TRANSPORT: 'mailbox', INTERNAL_SECRET_NOTIFICATION: undefined }, /INTERNAL_SECRET_NOTIFICATION/],
    [{ MAIL_TRANSPORT: 'mailbox', MAIL_RETENTION_DAYS: '0' }, /MAIL_RETENTION_DAYS/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadNotificationConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadNotificationConfig({ ...base, ...env })).toThrow(message);
  });
});
