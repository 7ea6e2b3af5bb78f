/**
 * The ticket service's events in, mail out over a REAL SMTP server on loopback, through the service
 * as server.ts builds it on its own PostgreSQL database, fed by an in-memory bus.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEvent, type TEnvelope, type TEventPayloadInit } from '@matchwire/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTicketMailEventType } from '../src/events/ticket-mail-events.ts';
import { mailLanguages } from '../src/templates/language.ts';
import { renderTemplate } from '../src/templates/layout.ts';
import { ticketCreatedMail } from '../src/templates/ticket-mails.ts';
import { notificationSecret, publicWebUrl, publish } from './support/notification-under-test.ts';
import { useNotificationOverSmtp } from './support/notification-over-smtp.ts';
import { mailsTo, oneMailTo } from './support/smtp-capture.ts';

const staffId = 'b1c6a7d0-9e3f-4b28-8c5a-2d4e6f8a0b1c';
const staffEmail = 'linh.support@matchwire.io';

/**
 * Stands in for the account service's `GET /internal/staff/:staffId/address`: answers the one known
 * member to the notification service's credential, 10004 for anyone else, 503 while `isDown`.
 */
const accountStaff = { url: '', isDown: false, asked: 0, close: async () => {} };
beforeAll(async () => {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const asked = /^\/internal\/staff\/([\w-]+)\/address$/.exec(request.url ?? '')?.[1];
    const isNotification =
      request.headers['x-mw-internal-caller'] === 'notification' &&
      request.headers['x-mw-internal-secret'] === notificationSecret;
    if (!asked || !isNotification) return reply(403, { resultCode: 11016, resultInfo: 'No permission' });
    accountStaff.asked++;
    if (accountStaff.isDown) return reply(503, { resultCode: 10007, resultInfo: 'Service temporarily unavailable' });
    if (asked !== staffId) return reply(404, { resultCode: 10004, resultInfo: 'Staff member not found' });
    reply(200, { resultCode: 0, resultInfo: 'Success', data: { email: staffEmail, name: 'Linh Support' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  accountStaff.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  accountStaff.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await accountStaff.close();
});

const { under, captured, messageRowsOf: rowsOf } = useNotificationOverSmtp(() => ({ ACCOUNT_URL: accountStaff.url }));

type TOwner = { userId: string; email: string; name: string; language: 'en' | 'vi' };

const visitor: TOwner = { userId: '', email: 'ticket-visitor@example.com', name: 'Vera Visitor', language: 'en' };
const customer: TOwner = {
  userId: '7d2f4c1a-3b5e-4a6d-9c8f-1e2d3c4b5a69',
  email: 'ticket-customer@example.vn',
  name: 'Nguyễn Văn An',
  language: 'vi',
};
const visitorTicket = {
  ticketId: '0c5b7e2a-4d1f-4b3c-8e9a-6f2d1c3b4a50',
  ticketCode: 'Ab3dEf6hIj9kLm2nOp5qRs',
  ...visitor,
};
const customerTicket = {
  ticketId: '5e8a1d4b-7f93-4c26-9b0d-2c9e4b715d3a',
  ticketCode: 'Zy9xWv8uTs7rQp6oNm5lKj',
  ...customer,
};

/** A ticket event as the ticket service's outbox would publish it. */
function ticketEvent<T extends TTicketMailEventType>(type: T, payload: TEventPayloadInit<T>): TEnvelope<T> {
  const { ticketId } = payload as { ticketId: string };
  return createEvent(type, payload, { source: 'ticket', key: ticketId });
}

const created = (ticket: typeof visitorTicket) =>
  ticketEvent('ticket.ticket-created.v1', { ...ticket, typeId: 2, urgency: 0, assignedStaffId: '' });

const replied = (ticket: typeof visitorTicket, author: 'staff' | 'customer', assignedStaffId = '') =>
  ticketEvent('ticket.ticket-replied.v1', {
    ...ticket,
    replyId: crypto.randomUUID(),
    author,
    staffId: author === 'staff' ? staffId : '',
    assignedStaffId,
    customerUnread: author === 'staff' ? 1 : 0,
    staffUnread: author === 'customer' ? 1 : 0,
  });

const closed = (ticket: typeof visitorTicket, closedBy: 'staff' | 'customer') =>
  ticketEvent('ticket.ticket-closed.v1', { ...ticket, closeReason: 'resolved', closedBy, customerUnread: 0 });

const directViewUrl = `${publicWebUrl}/ticket/direct_view?ticketCode=${visitorTicket.ticketCode}`;
const customerTicketUrl = `${publicWebUrl}/user/tickets/${customerTicket.ticketId}`;

describe('a ticket opened', () => {
  const fromVisitor = created(visitorTicket);
  const fromCustomer = created(customerTicket);

  beforeAll(async () => {
    await publish(under.bus, fromVisitor, fromCustomer);
  });

  it('confirms a visitor’s ticket with its code, the reply promise and the direct view link', async () => {
    const { parsed } = await oneMailTo(captured, visitor.email);
    expect(parsed.subject).toBe(`We have received your ticket ${visitorTicket.ticketCode}`);
    expect(parsed.html).toContain('<html lang="en">');
    for (const fact of [
      `Ticket code: ${visitorTicket.ticketCode}`,
      'We reply within one business day',
      `View your ticket:\n${directViewUrl}`,
      'Anyone who has this link can read and answer your ticket',
    ]) {
      expect(parsed.text).toContain(fact);
    }
    expect(parsed.html).toContain(`href="${directViewUrl}"`);
    expect(parsed.text).not.toContain('/user/tickets');
    await expect.poll(async () => (await rowsOf(fromVisitor.id))[0]?.status).toBe('sent');
    expect(await rowsOf(fromVisitor.id)).toEqual([
      { event_type: 'ticket.ticket-created.v1', recipient: visitor.email, language: 'en', status: 'sent' },
    ]);
  });

  it('confirms a customer’s ticket in Vietnamese with the link to it in the console', async () => {
    const { parsed } = await oneMailTo(captured, customer.email);
    expect(parsed.subject).toBe(`Chúng tôi đã nhận được yêu cầu ${customerTicket.ticketCode} của bạn`);
    expect(parsed.html).toContain('<html lang="vi">');
    for (const fact of [
      `Mã yêu cầu: ${customerTicket.ticketCode}`,
      'trong vòng một ngày làm việc',
      `Xem yêu cầu:\n${customerTicketUrl}`,
      'mục Yêu cầu hỗ trợ',
    ]) {
      expect(parsed.text).toContain(fact);
    }
    expect(parsed.html).toContain(`href="${customerTicketUrl}"`);
    expect(parsed.text).not.toContain('direct_view');
  });
});

describe('a reply on a ticket', () => {
  it('by staff mails the visitor once, even when the event is delivered twice', async () => {
    const before = mailsTo(captured, visitor.email).length;
    const reply = replied(visitorTicket, 'staff');
    await publish(under.bus, reply);
    await expect.poll(() => mailsTo(captured, visitor.email).length, { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(async () => (await rowsOf(reply.id))[0]?.status).toBe('sent');

    await publish(under.bus, reply);
    // A later event on the same ticket is handled after the redelivered one: once it is mailed, the
    // redelivery has been seen.
    const later = replied(visitorTicket, 'staff');
    await publish(under.bus, later);
    await expect.poll(async () => (await rowsOf(later.id))[0]?.status).toBe('sent');
    expect(mailsTo(captured, visitor.email)).toHaveLength(before + 2);
    expect(await rowsOf(reply.id)).toHaveLength(1);

    const { parsed } = mailsTo(captured, visitor.email)[before]!;
    expect(parsed.subject).toBe(`New reply to your ticket ${visitorTicket.ticketCode}`);
    expect(parsed.text).toContain(`Read the reply:\n${directViewUrl}`);
  });

  it('by staff mails a customer in their language with the link to the ticket', async () => {
    const before = mailsTo(captured, customer.email).length;
    await publish(under.bus, replied(customerTicket, 'staff'));
    await expect.poll(() => mailsTo(captured, customer.email).length, { timeout: 10_000 }).toBe(before + 1);
    const { parsed } = mailsTo(captured, customer.email)[before]!;
    expect(parsed.subject).toBe(`Có phản hồi mới cho yêu cầu ${customerTicket.ticketCode} của bạn`);
    expect(parsed.text).toContain(`Đọc phản hồi:\n${customerTicketUrl}`);
  });

  it('by the customer on a ticket with no one assigned mails no one', async () => {
    const before = captured.length;
    const ownMessage = replied(customerTicket, 'customer');
    const staffReply = replied(customerTicket, 'staff');
    await publish(under.bus, ownMessage, staffReply);
    await expect.poll(async () => (await rowsOf(staffReply.id))[0]?.status).toBe('sent');
    expect(captured).toHaveLength(before + 1);
    expect(await rowsOf(ownMessage.id)).toEqual([]);
  });
});

describe('a customer’s message on a ticket assigned to staff', () => {
  it('mails the assigned member in the ticket’s language, naming the customer, with the staff tickets page', async () => {
    const message = replied(customerTicket, 'customer', staffId);
    await publish(under.bus, message);
    const { parsed } = await oneMailTo(captured, staffEmail);
    expect(parsed.subject).toBe(`${customer.name} đã gửi tin nhắn trong yêu cầu ${customerTicket.ticketCode}`);
    expect(parsed.html).toContain('<html lang="vi">');
    expect(parsed.text).toContain(`${customer.name} (${customer.email}) đã gửi tin nhắn`);
    expect(parsed.text).toContain(`Mở danh sách yêu cầu:\n${publicWebUrl}/admin/tickets`);
    expect(parsed.text).not.toContain('/user/tickets');
    await expect.poll(async () => (await rowsOf(message.id))[0]?.status).toBe('sent');
    expect(await rowsOf(message.id)).toEqual([
      { event_type: 'ticket.ticket-replied.v1', recipient: staffEmail, language: 'vi', status: 'sent' },
    ]);
  });

  it('waits while the account service is down and mails once it answers; a member it does not know, no one', async () => {
    const before = mailsTo(captured, staffEmail).length;
    accountStaff.isDown = true;
    const asked = accountStaff.asked;
    const message = replied(visitorTicket, 'customer', staffId);
    await publish(under.bus, message);
    await expect.poll(() => accountStaff.asked, { timeout: 10_000 }).toBeGreaterThan(asked + 1);
    expect(await rowsOf(message.id)).toEqual([]);
    accountStaff.isDown = false;
    await expect.poll(async () => (await rowsOf(message.id))[0]?.status, { timeout: 10_000 }).toBe('sent');
    expect(mailsTo(captured, staffEmail)).toHaveLength(before + 1);
    expect(mailsTo(captured, staffEmail)[before]!.parsed.subject).toBe(
      `${visitor.name} wrote on ticket ${visitorTicket.ticketCode}`,
    );

    const toUnknown = replied(visitorTicket, 'customer', '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
    const after = replied(visitorTicket, 'staff');
    await publish(under.bus, toUnknown, after);
    await expect.poll(async () => (await rowsOf(after.id))[0]?.status).toBe('sent');
    expect(await rowsOf(toUnknown.id)).toEqual([]);
    expect(mailsTo(captured, staffEmail)).toHaveLength(before + 1);
  });
});

describe('a ticket closed', () => {
  it('by staff tells the owner why; closed by the owner, no mail', async () => {
    const before = mailsTo(captured, visitor.email).length;
    const byOwner = closed(visitorTicket, 'customer');
    const byStaff = closed(visitorTicket, 'staff');
    await publish(under.bus, byOwner, byStaff);
    await expect.poll(async () => (await rowsOf(byStaff.id))[0]?.status).toBe('sent');
    expect(mailsTo(captured, visitor.email)).toHaveLength(before + 1);
    expect(await rowsOf(byOwner.id)).toEqual([]);
    const { parsed } = mailsTo(captured, visitor.email)[before]!;
    expect(parsed.subject).toBe(`Your ticket ${visitorTicket.ticketCode} is closed`);
    expect(parsed.text).toContain('Our support team has closed your ticket because it is resolved.');
    expect(parsed.text).toContain(directViewUrl);
  });
});

describe('the ticket confirmation mail', () => {
  const link = 'https://www.matchwire.test/ticket/direct_view?ticketCode=a&x=<b>';
  const input = { ticketCode: 'Ab3dEf6hIj9kLm2nOp5qRs', ticketUrl: link, isVisitor: true };

  it.each(mailLanguages)('in %s has the link in both parts, escaped, and e-mail-safe HTML', (language) => {
    const mail = renderTemplate(ticketCreatedMail, input, language);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(
      `href="${link.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}"`,
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toMatch(/<style|class="|undefined/);
    expect(mail.text).not.toContain('undefined');
  });
});
