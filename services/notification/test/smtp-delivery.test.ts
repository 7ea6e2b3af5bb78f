/**
 * Account events in, mail out over a REAL SMTP server on loopback (smtp-server), through the
 * service as server.ts builds it on its own PostgreSQL database, fed by an in-memory bus.
 */
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEvent,
  buildNotificationUnderTest,
  publish,
  startMailLinkServer,
} from './support/notification-under-test.ts';
import { mailsTo, oneMailTo, startSmtpCapture, type TCapturedMail, type TSmtpCapture } from './support/smtp-capture.ts';

const refusedAddress = 'no-such-user@example.com';

let smtp: TSmtpCapture;
let account: Awaited<ReturnType<typeof startMailLinkServer>>;
const captured: TCapturedMail[] = [];

// Registered first: the SMTP server and the stand-in account service are up before the service starts
// and closed after it stops.
beforeAll(async () => {
  smtp = await startSmtpCapture({ mails: captured, refuse: [refusedAddress] });
  account = await startMailLinkServer();
});
afterAll(async () => {
  await smtp?.close();
  await account?.close();
});

const under = useServiceUnderTest('notification', (databaseUrl) =>
  buildNotificationUnderTest(databaseUrl, {
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ACCOUNT_URL: account.url,
  }),
);

async function messageOf(eventId: string) {
  const { rows } = await under.service.deps.db.$client.query(
    'select id, recipient, language, status, attempts, last_error, sent_at from notification.messages where event_id = $1',
    [eventId],
  );
  return rows[0] as
    | {
        id: string;
        recipient: string;
        language: string;
        status: string;
        attempts: number;
        last_error: string | null;
        sent_at: Date | null;
      }
    | undefined;
}

/** A registration whose activation link the (stand-in) account service hands out as the mail is sent. */
function registered(userId: string, email: string, language = 'en') {
  const linkId = `link-of-${userId}-0123456789`;
  account.links.set(linkId, `https://www.matchwire.test/auth/activate?token=tok-${userId}&lang=${language}`);
  return accountEvent('account.user-registered.v2', { userId, email, language, linkId });
}

describe('SMTP delivery', () => {
  it('sends one Vietnamese activation mail with the link in the HTML and the text part', async () => {
    const event = registered('u-vi-1', 'lan.nguyen@example.vn', 'vi');
    const activationUrl = 'https://www.matchwire.test/auth/activate?token=tok-u-vi-1&lang=vi';
    await publish(under.bus, event);

    const { parsed } = await oneMailTo(captured, 'lan.nguyen@example.vn');
    expect(parsed.subject).toBe('Kích hoạt tài khoản Matchwire của bạn');
    expect(parsed.to).toMatchObject({ value: [{ address: 'lan.nguyen@example.vn' }] });
    expect(parsed.from).toMatchObject({ value: [{ address: 'no-reply@matchwire.io', name: 'Matchwire' }] });
    expect(parsed.text).toContain(activationUrl);
    expect(parsed.text).toContain('Kích hoạt tài khoản');
    expect(parsed.html).toContain(`href="${activationUrl.replaceAll('&', '&amp;')}"`);
    expect(parsed.html).toContain('<html lang="vi">');

    await expect.poll(async () => (await messageOf(event.id))?.status).toBe('sent');
    const row = (await messageOf(event.id))!;
    expect(row).toMatchObject({ recipient: 'lan.nguyen@example.vn', language: 'vi', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(parsed.messageId).toBe(`<${row.id}@matchwire.io>`);
  });

  it('stores the mail with its link redacted: only the mail as sent carries it', async () => {
    const event = registered('u-stored-1', 'stored@example.com');
    await publish(under.bus, event);
    expect((await oneMailTo(captured, 'stored@example.com')).parsed.text).toContain('token=tok-u-stored-1');
    const { rows } = await under.service.deps.db.$client.query(
      'select html, text, link_id from notification.messages where event_id = $1',
      [event.id],
    );
    expect(rows[0].link_id).toBe('link-of-u-stored-1-0123456789');
    for (const part of [rows[0].html, rows[0].text]) {
      expect(part).not.toContain('tok-u-stored-1');
      expect(part).toContain('https://redacted.invalid/');
    }
  });

  it('keeps the mail pending while the account service cannot give the link, and sends it once it can', async () => {
    account.state.isDown = true;
    const event = registered('u-account-down', 'patient@example.com');
    await publish(under.bus, event);
    try {
      await expect
        .poll(async () => (await messageOf(event.id))?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      const pending = (await messageOf(event.id))!;
      expect(pending.status).toBe('pending');
      expect(pending.last_error).toMatch(/503/);
      expect(mailsTo(captured, 'patient@example.com')).toHaveLength(0);
    } finally {
      account.state.isDown = false;
    }
    expect((await oneMailTo(captured, 'patient@example.com')).parsed.text).toContain('token=tok-u-account-down');
  });

  it('gives up at once, sending nothing, when the account service no longer has the link', async () => {
    const event = registered('u-gone', 'gone@example.com');
    account.links.delete('link-of-u-gone-0123456789');
    await publish(under.bus, event);
    await expect.poll(async () => (await messageOf(event.id))?.status, { timeout: 10_000 }).toBe('failed');
    expect((await messageOf(event.id))!.last_error).toMatch(/no longer valid/);
    expect(mailsTo(captured, 'gone@example.com')).toHaveLength(0);
  });

  it('sends nothing twice when the same envelope is delivered again', async () => {
    const event = registered('u-dup', 'dup@example.com');
    await publish(under.bus, event, event);
    await oneMailTo(captured, 'dup@example.com');

    // Redelivered again after it was sent; the sentinel behind it proves it was consumed.
    const sentinel = registered('u-sentinel', 'sentinel@example.com');
    await publish(under.bus, event, sentinel);
    await oneMailTo(captured, 'sentinel@example.com');
    expect(mailsTo(captured, 'dup@example.com')).toHaveLength(1);
    const { rows } = await under.service.deps.db.$client.query(
      'select count(*)::int as count from notification.messages where event_id = $1',
      [event.id],
    );
    expect(rows[0].count).toBe(1);
  });

  it('keeps the mail pending while the SMTP server is down and sends it once it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const event = registered('u-down', 'waiting@example.com');
    await publish(under.bus, event);

    await expect
      .poll(async () => (await messageOf(event.id))?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const pending = (await messageOf(event.id))!;
    expect(pending.status).toBe('pending');
    expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.sent_at).toBeNull();
    expect(mailsTo(captured, 'waiting@example.com')).toHaveLength(0);

    smtp = await startSmtpCapture({ port, mails: captured, refuse: [refusedAddress] });
    await oneMailTo(captured, 'waiting@example.com');
    await expect.poll(async () => (await messageOf(event.id))?.status).toBe('sent');
    const sent = (await messageOf(event.id))!;
    expect(sent.attempts).toBeGreaterThan(pending.attempts);
    expect(sent.last_error).toBeNull();
    // Later polls do not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(captured, 'waiting@example.com')).toHaveLength(1);
  });

  it('gives up at once on a mail the server refuses for good (550)', async () => {
    const event = registered('u-refused', refusedAddress);
    await publish(under.bus, event);
    await expect.poll(async () => (await messageOf(event.id))?.status, { timeout: 10_000 }).toBe('failed');
    const row = (await messageOf(event.id))!;
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550/);
    expect(mailsTo(captured, refusedAddress)).toHaveLength(0);
  });
});
