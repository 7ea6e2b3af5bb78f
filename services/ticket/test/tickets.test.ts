/**
 * The customer side of the ticket service through inject() on a real PostgreSQL database and
 * Redis: the ticket form (visitor and customer, the urgency rule, the limits), replies by id and
 * by code, the direct view, closing, the customer's list, and the events written to the outbox.
 */
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { ticketCalls, ticketForm } from './support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest, cooperatingUsers, newUserId } from './support/ticket-under-test.ts';

const under = useServiceUnderTest('ticket', buildTicketUnderTest);
const calls = () => ticketCalls(under.service);
const query = (sql: string, params: unknown[] = []) => under.service.deps.db.$client.query(sql, params);

async function outboxEvents(ticketId: string) {
  const { rows } = await query(`select envelope from ticket.outbox where event_key = $1 order by sequence`, [ticketId]);
  return rows.map((row: { envelope: Buffer }) => {
    const event = decodeEnvelope(new Uint8Array(row.envelope));
    return { type: event.type, payload: decodePayload(event) as Record<string, unknown> };
  });
}

async function ticketRow(ticketId: string) {
  const { rows } = await query(`select * from ticket.tickets where ticket_id = $1`, [ticketId]);
  return rows[0];
}

async function created(form: object, headers?: Record<string, string>) {
  const response = await calls().add(form, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { ticketId: string; ticketCode: string };
}

describe('GET /api/ticket/getTypeList', () => {
  it('names the types from the seed file in the asked language, one of them the default', async () => {
    const en = (await calls().types('en')).json().data;
    expect(en.find((type: { typeId: number }) => type.typeId === 2)).toEqual({
      typeId: 2,
      typeName: 'Technical support',
      isDefault: false,
    });
    expect(en.filter((type: { isDefault: boolean }) => type.isDefault)).toHaveLength(1);
    const vi = (await calls().types('vi')).json().data;
    expect(vi.find((type: { typeId: number }) => type.typeId === 2).typeName).toBe('Hỗ trợ kỹ thuật');
  });
});

describe('POST /api/ticket/add', () => {
  it('opens a visitor’s ticket with an unguessable code, where it came from, and its history', async () => {
    const { ticketId, ticketCode } = await created(ticketForm({ type: { typeId: 3 }, urgency: 2 }));
    expect(ticketCode).toMatch(/^[0-9A-Za-z]{22}$/);
    const row = await ticketRow(ticketId);
    expect(row).toMatchObject({
      user_id: null,
      email: 'visitor@example.com',
      name: 'Visiting Vera',
      status: 0,
      // A visitor never chooses urgency (SPEC.md section 5).
      urgency: 0,
      ip: '203.0.113.7',
      referer: 'https://matchwire.io/docs',
      browser: 'Chrome 131',
      device: 'Windows 64 11',
    });
    const { rows: history } = await query(`select operation, actor from ticket.ticket_history where ticket_id = $1`, [
      ticketId,
    ]);
    expect(history).toEqual([{ operation: 'create', actor: 'visitor' }]);
    const events = await outboxEvents(ticketId);
    expect(events).toEqual([
      {
        type: 'ticket.ticket-created.v1',
        payload: expect.objectContaining({ ticketId, ticketCode, userId: '', typeId: 3, urgency: 0 }),
      },
    ]);
  });

  it('takes a signed-in customer’s address from the account, not the form', async () => {
    const userId = newUserId();
    const { ticketId } = await created(
      ticketForm({ email: 'someone-else@example.com' }),
      asCustomer(userId, 'me@example.com'),
    );
    expect(await ticketRow(ticketId)).toMatchObject({ user_id: userId, email: 'me@example.com' });
  });

  it('keeps urgency only on type 3 for a customer in cooperation', async () => {
    const partner = newUserId();
    const other = newUserId();
    cooperatingUsers.add(partner);
    const urgent = await created(ticketForm({ type: { typeId: 3 }, urgency: 2 }), asCustomer(partner));
    expect((await ticketRow(urgent.ticketId)).urgency).toBe(2);
    const otherType = await created(ticketForm({ type: { typeId: 2 }, urgency: 2 }), asCustomer(partner));
    expect((await ticketRow(otherType.ticketId)).urgency).toBe(0);
    const notPartner = await created(ticketForm({ type: { typeId: 3 }, urgency: 1 }), asCustomer(other));
    expect((await ticketRow(notPartner.ticketId)).urgency).toBe(0);
  });

  it('refuses an unknown type, a missing address and messages outside 10 to 10000 characters', async () => {
    const badType = await calls().add(ticketForm({ type: { typeId: 42 } }));
    expect(badType.json()).toMatchObject({ resultCode: 15002 });
    const noEmail = await calls().add(ticketForm({ email: undefined }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().resultInfo).toContain('This field is required');
    const short = await calls().add(ticketForm({ content: '123456789' }));
    expect(short.json()).toMatchObject({ resultCode: 10002 });
    expect(short.json().resultInfo).toContain('At least 10 characters');
    const long = await calls().add(ticketForm({ content: 'x'.repeat(10_001) }));
    expect(long.json().resultInfo).toContain('No more than 10000 characters');
    const longest = await calls().add(ticketForm({ content: 'x'.repeat(10_000) }));
    expect(longest.statusCode).toBe(200);
  });

  it('takes the form as a form field holding its JSON (SPEC.md section 7)', async () => {
    const response = await under.service.app.inject({
      method: 'POST',
      url: '/api/ticket/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket: JSON.stringify(ticketForm()) }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('routes a new ticket by the first matching assign rule', async () => {
    await query(
      `insert into ticket.assign_rules (type_id, staff_id, sort_order) values (5, 's-any', 2), (5, 's-5', 1)`,
    );
    const { ticketId } = await created(ticketForm({ type: { typeId: 5 } }));
    expect(await ticketRow(ticketId)).toMatchObject({ assigned_staff_id: 's-5', status: 1 });
    const events = await outboxEvents(ticketId);
    expect(events[0]!.payload).toMatchObject({ assignedStaffId: 's-5' });
  });
});

describe('replies, the direct view and closing', () => {
  it('lets the owner reply by id and the holder of the code by code; staff then have unread messages', async () => {
    const userId = newUserId();
    const { ticketId, ticketCode } = await created(ticketForm(), asCustomer(userId));
    const byId = await calls().reply(
      { ticketId, content: 'More details: it is the esports feed.' },
      asCustomer(userId),
    );
    expect(byId.statusCode, byId.body).toBe(200);
    const byCode = await calls().reply({ ticketCode, content: 'And it happens every evening.' });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(await ticketRow(ticketId)).toMatchObject({ staff_unread: 2, customer_unread: 0 });
    const replied = (await outboxEvents(ticketId)).filter((event) => event.type === 'ticket.ticket-replied.v1');
    expect(replied.map((event) => event.payload)).toEqual([
      expect.objectContaining({ author: 'customer', userId, staffUnread: 1, customerUnread: 0 }),
      expect.objectContaining({ author: 'customer', userId, staffUnread: 2, customerUnread: 0 }),
    ]);

    const view = await calls().detail(`ticketCode=${ticketCode}&lang=en`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.messages.map((message: { content: string }) => message.content)).toEqual([
      'The live odds feed stops after half time.',
      'More details: it is the esports feed.',
      'And it happens every evening.',
    ]);
  });

  it('refuses someone else’s ticket, a visitor naming an id and a guessed code alike (10004)', async () => {
    const owner = newUserId();
    const { ticketId } = await created(ticketForm(), asCustomer(owner));
    const reply = { ticketId, content: 'I am not the owner of this one.' };
    for (const response of [
      await calls().reply(reply, asCustomer(newUserId())),
      await calls().reply(reply),
      await calls().reply({ ticketCode: 'A'.repeat(22), content: 'A guessed code for sure.' }),
      await calls().detail(`ticketId=${ticketId}`, asCustomer(newUserId())),
      await calls().detail(`ticketCode=${'b'.repeat(22)}`),
      await calls().read(ticketId, asCustomer(newUserId())),
    ]) {
      expect(response.json()).toEqual({ resultCode: 10004, resultInfo: 'Object not found' });
    }
    expect((await calls().detail(`ticketId=${ticketId}`, asCustomer(owner))).statusCode).toBe(200);
  });

  it('stores text as written (the page escapes it)', async () => {
    const { ticketCode } = await created(ticketForm({ content: '<script>alert(1)</script>\nsecond line' }));
    const view = (await calls().detail(`ticketCode=${ticketCode}`)).json().data;
    expect(view.messages[0].content).toBe('<script>alert(1)</script>\nsecond line');
    expect(view.preview).toBe('<script>alert(1)</script>');
  });

  it('closes with a reason, then refuses replies and a second close (15001)', async () => {
    const { ticketId, ticketCode } = await created(ticketForm());
    const closed = await calls().close({ ticketCode, closeReason: 'resolved', remark: 'Works now' });
    expect(closed.json().data).toMatchObject({ status: 4, closeReason: 'resolved', canReply: false });
    const reply = await calls().reply({ ticketCode, content: 'One more thing to add.' });
    expect(reply.json()).toMatchObject({ resultCode: 15001 });
    expect((await calls().close({ ticketCode, closeReason: 'other' })).json()).toMatchObject({ resultCode: 15001 });
    const closedEvent = (await outboxEvents(ticketId)).find((event) => event.type === 'ticket.ticket-closed.v1');
    expect(closedEvent?.payload).toMatchObject({ closeReason: 'resolved', closedBy: 'customer', customerUnread: 0 });
  });
});

describe('GET /api/ticket/list', () => {
  it('lists the customer’s own tickets, newest activity first, a page at a time', async () => {
    const userId = newUserId();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await created(ticketForm({ content: `Ticket number ${index} here.` }), asCustomer(userId))).ticketId);
    }
    await created(ticketForm(), asCustomer(newUserId()));
    // A reply makes the oldest the most recently active.
    await calls().reply({ ticketId: ids[0], content: 'Bumping this ticket up.' }, asCustomer(userId));
    const first = (await calls().list('offset=0&limit=2', asCustomer(userId))).json().data;
    expect(first.total).toBe(3);
    expect(first.list.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual([ids[0], ids[2]]);
    expect(first.list[0]).toMatchObject({ preview: 'Ticket number 0 here.', type: { typeId: 2 }, unread: 0 });
    const second = (await calls().list('offset=2&limit=2', asCustomer(userId))).json().data;
    expect(second.list.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual([ids[1]]);
    expect((await calls().list('offset=0')).json()).toMatchObject({ resultCode: 11007 });
  });
});
