/**
 * The embedded set-up: MAIL_TRANSPORT=mailbox (nothing leaves the process) and DEV_MAILBOX=true.
 * Every account event type through the bus, and the development mailbox API.
 */
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { TEnvelope } from '@matchwire/proto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountEvent,
  buildNotificationUnderTest,
  publicWebUrl,
  publish,
  startMailLinkServer,
} from './support/notification-under-test.ts';

type TRow = {
  id: string;
  event_type: string;
  recipient: string;
  language: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  attempts: number;
  sent_at: Date | null;
};

let account: Awaited<ReturnType<typeof startMailLinkServer>>;
/** The links the (stand-in) account service hands out, by link id. */
const links = new Map<string, string>();

/** A link id the (stand-in) account service hands out `url` for, as the mail is sent. */
function link(name: string, url: string): string {
  const linkId = `link-${name}-0123456789abcdef`;
  links.set(linkId, url);
  return linkId;
}

// Registered first: the stand-in account service is up before the service starts and closed after it stops.
beforeAll(async () => {
  account = await startMailLinkServer(links);
});
afterAll(async () => {
  await account?.close();
});

const under = useServiceUnderTest('notification', (databaseUrl) =>
  buildNotificationUnderTest(databaseUrl, { MAIL_TRANSPORT: 'mailbox', DEV_MAILBOX: 'true', ACCOUNT_URL: account.url }),
);

/** The message as the development mailbox shows it: as sent, links included. */
async function shown(id: string): Promise<{ html: string; text: string }> {
  const response = await under.service.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function rowOf(eventId: string): Promise<TRow | undefined> {
  const { rows } = await under.service.deps.db.$client.query(
    'select * from notification.messages where event_id = $1',
    [eventId],
  );
  return rows[0];
}

/** Publishes the events plus a sentinel and waits until the sentinel's mail is recorded: all before it were consumed. */
async function publishAndSettle(...events: TEnvelope[]): Promise<void> {
  const sentinel = accountEvent('account.user-registered.v2', {
    userId: `sentinel-${crypto.randomUUID()}`,
    email: 'sentinel@example.com',
    language: 'en',
    linkId: link('sentinel', 'https://www.matchwire.test/auth/activate?token=sentinel'),
  });
  await publish(under.bus, ...events, sentinel);
  await vi.waitFor(async () => expect((await rowOf(sentinel.id))?.status).toBe('sent'), { timeout: 10_000 });
}

describe('account events', () => {
  const userId = 'u-mai';
  const events = {
    registered: accountEvent('account.user-registered.v2', {
      userId,
      email: 'mai@example.vn',
      language: 'vi',
      linkId: link('t1', 'https://www.matchwire.test/auth/activate?token=t1&lang=vi'),
    }),
    activated: accountEvent('account.user-activated.v1', { userId, email: 'mai@example.vn' }),
    reset: accountEvent('account.password-reset-requested.v2', {
      userId,
      email: 'mai@example.vn',
      language: 'vi',
      linkId: link('t2', 'https://www.matchwire.test/setting/resetPassword?token=t2&code=c2&lang=vi'),
    }),
    emailChange: accountEvent('account.email-change-requested.v2', {
      userId,
      newEmail: 'mai.tran@example.vn',
      language: 'vi',
      linkId: link('t3', 'https://www.matchwire.test/auth/newEmailVerify?token=t3&lang=vi'),
    }),
    keyRotated: accountEvent('account.api-key-rotated.v1', { userId }, { time: new Date('2026-03-05T08:30:00Z') }),
  };

  beforeAll(async () => {
    await publishAndSettle(...Object.values(events));
  });

  it('marks every message sent through the mailbox transport, without SMTP', async () => {
    for (const event of Object.values(events)) {
      const row = (await rowOf(event.id))!;
      expect(row).toMatchObject({ event_type: event.type, status: 'sent', attempts: 1, language: 'vi' });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
  });

  it('writes the activation mail with its link, which only the mail as sent carries', async () => {
    const row = (await rowOf(events.registered.id))!;
    expect(row).toMatchObject({ recipient: 'mai@example.vn', subject: 'Kích hoạt tài khoản Matchwire của bạn' });
    const sent = await shown(row.id);
    expect(sent.text).toContain('https://www.matchwire.test/auth/activate?token=t1&lang=vi');
    expect(sent.html).toContain('href="https://www.matchwire.test/auth/activate?token=t1&amp;lang=vi"');
    for (const part of [row.text, row.html]) {
      expect(part).not.toContain('token=t1');
      expect(part).toContain('https://redacted.invalid/');
    }
  });

  it('welcomes the activated user in the language of their registration, with the API key page and the docs', async () => {
    const row = (await rowOf(events.activated.id))!;
    expect(row.recipient).toBe('mai@example.vn');
    expect(row.subject).toMatch(/kích hoạt/);
    for (const part of [row.text, row.html]) {
      expect(part).toContain(`${publicWebUrl}/user/accountSettings`);
      expect(part).toContain(`${publicWebUrl}/docs`);
    }
  });

  it('writes the password reset mail with its link', async () => {
    const row = (await rowOf(events.reset.id))!;
    expect(row).toMatchObject({ recipient: 'mai@example.vn', subject: 'Đặt lại mật khẩu Matchwire của bạn' });
    expect((await shown(row.id)).text).toContain(
      'https://www.matchwire.test/setting/resetPassword?token=t2&code=c2&lang=vi',
    );
    expect(row.text).not.toContain('code=c2');
  });

  it('sends the e-mail change confirmation to the NEW address', async () => {
    const row = (await rowOf(events.emailChange.id))!;
    expect(row.recipient).toBe('mai.tran@example.vn');
    expect(row.subject).toBe('Xác nhận địa chỉ email mới cho tài khoản Matchwire');
    expect((await shown(row.id)).text).toContain('https://www.matchwire.test/auth/newEmailVerify?token=t3&lang=vi');
    expect(row.text).not.toContain('token=t3');
  });

  it('sends the API key security notice to the known address, in the known language', async () => {
    const row = (await rowOf(events.keyRotated.id))!;
    expect(row.recipient).toBe('mai@example.vn');
    expect(row.subject).toBe('Thông báo bảo mật: API key Matchwire của bạn đã được tạo lại');
    expect(row.text).toContain('lúc 08:30 ngày 05/03/2026 (giờ UTC)');
    expect(row.text).toContain(`${publicWebUrl}/user/accountSettings`);
  });

  it('falls back to English for a language it does not write', async () => {
    const event = accountEvent('account.user-registered.v2', {
      userId: 'u-fr',
      email: 'jean@example.fr',
      language: 'fr',
      linkId: link('t4', 'https://www.matchwire.test/auth/activate?token=t4&lang=fr'),
    });
    await publishAndSettle(event);
    expect(await rowOf(event.id)).toMatchObject({ language: 'en', subject: 'Activate your Matchwire account' });
  });

  it('writes no mail for an API key rotation of a user it never heard of', async () => {
    const event = accountEvent('account.api-key-rotated.v1', { userId: 'u-never-seen' });
    await publishAndSettle(event);
    expect(await rowOf(event.id)).toBeUndefined();
  });

  it('drops an event whose link id is malformed and keeps consuming', async () => {
    const event = accountEvent('account.user-registered.v2', {
      userId: 'u-evil',
      email: 'evil@example.com',
      language: 'en',
      linkId: 'javascript:alert(1)',
    });
    await publishAndSettle(event);
    expect(await rowOf(event.id)).toBeUndefined();
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists messages newest first and shows one with its HTML and text', async () => {
    const list = await under.service.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    const { messages } = list.json().data as {
      messages: Array<{ id: string; to: string; subject: string; createdAt: string; status: string }>;
    };
    const { rows } = await under.service.deps.db.$client.query(
      'select id from notification.messages order by created_at desc, id desc',
    );
    expect(messages.map((message) => message.id)).toEqual(rows.map((row) => row.id));
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(messages).toContainEqual(
      expect.objectContaining({ to: 'mai.tran@example.vn', status: 'sent', subject: expect.any(String) }),
    );

    const target = messages.find((message) => message.to === 'mai.tran@example.vn')!;
    const shown = await under.service.app.inject({ method: 'GET', url: `/api/dev/mailbox/${target.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: target.id,
      to: 'mai.tran@example.vn',
      subject: target.subject,
      language: 'vi',
      status: 'sent',
    });
    expect(shown.json().data.html).toContain('<!DOCTYPE html>');
    expect(shown.json().data.text).toContain('newEmailVerify');
  });

  it('honours limit', async () => {
    const response = await under.service.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=2' });
    expect(response.json().data.messages).toHaveLength(2);
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const unknown = await under.service.app.inject({ method: 'GET', url: `/api/dev/mailbox/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ resultCode: 10004, resultInfo: 'Message not found' });
    const malformed = await under.service.app.inject({ method: 'GET', url: '/api/dev/mailbox/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().resultCode).toBe(10002);
  });

  it("does not exist without DEV_MAILBOX: 404 'Interface 404'", async () => {
    const { service: closed, bus: closedBus } = await buildNotificationUnderTest(under.databaseUrl, {
      MAIL_TRANSPORT: 'mailbox',
    });
    try {
      for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${crypto.randomUUID()}`]) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
      }
    } finally {
      await closedBus.close();
      await closed.stop();
    }
  });
});
