/**
 * The staff side's use-cases (their routes come with staff sign-in): assign, reply, remark,
 * change type and priority, resolve, read and close, each in the ticket's history, on the real
 * PostgreSQL database; replies and closes write their events with the counts after the change.
 */
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { assignTicket } from '../src/use-cases/assign-ticket.ts';
import { staffCloseTicket } from '../src/use-cases/close-ticket.ts';
import { modifyTicket } from '../src/use-cases/modify-ticket.ts';
import { staffReadTicket } from '../src/use-cases/read-ticket.ts';
import { remarkTicket } from '../src/use-cases/remark-ticket.ts';
import { resolveTicket } from '../src/use-cases/resolve-ticket.ts';
import { staffReplyTicket } from '../src/use-cases/staff-reply-ticket.ts';
import { ticketCalls, ticketForm } from './support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest, newUserId } from './support/ticket-under-test.ts';

const under = useServiceUnderTest('ticket', buildTicketUnderTest);
const deps = () => under.service.deps;
const staffId = 's-3';

async function history(ticketId: string) {
  const { rows } = await deps().db.$client.query(
    `select operation, actor, detail from ticket.ticket_history where ticket_id = $1 order by entry_id`,
    [ticketId],
  );
  return rows;
}

async function lastEvent(ticketId: string) {
  const { rows } = await deps().db.$client.query<{ envelope: Buffer }>(
    `select envelope from ticket.outbox where event_key = $1 order by sequence desc limit 1`,
    [ticketId],
  );
  const event = decodeEnvelope(new Uint8Array(rows[0]!.envelope));
  return { type: event.type, payload: decodePayload(event) };
}

describe('staff use-cases', () => {
  it('assign, reply, remark, modify, resolve, customer reply, staff read and close, all in the history', async () => {
    const userId = newUserId();
    const added = await ticketCalls(under.service).add(ticketForm(), asCustomer(userId));
    const { ticketId, ticketCode } = added.json().data;

    expect(await assignTicket(deps(), { ticketId, staffId, assigneeId: 's-9' })).toMatchObject({
      assignedStaffId: 's-9',
      status: 1,
    });
    const { ticket: replied } = await staffReplyTicket(deps(), {
      ticketId,
      staffId,
      content: 'Could you send the match id?',
      attachment: [],
    });
    expect(replied).toMatchObject({ status: 2, customerUnread: 1, staffUnread: 0 });
    expect(await lastEvent(ticketId)).toMatchObject({
      type: 'ticket.ticket-replied.v1',
      payload: { author: 'staff', staffId, userId, customerUnread: 1, assignedStaffId: 's-9' },
    });
    await remarkTicket(deps(), { ticketId, staffId, remark: 'Customer on the esports plan' });
    expect(await modifyTicket(deps(), { ticketId, staffId, typeId: 3, priority: 'important' })).toMatchObject({
      typeId: 3,
      priority: 'important',
    });
    await expect(modifyTicket(deps(), { ticketId, staffId, typeId: 77 })).rejects.toMatchObject({ resultCode: 15002 });
    expect(await resolveTicket(deps(), { ticketId, staffId })).toMatchObject({ status: 3 });

    // The customer writes on a solved ticket: it is processing again and staff have one unread.
    await ticketCalls(under.service).reply({ ticketCode, content: 'Still broken tonight, sorry.' });
    expect(await staffReadTicket(deps(), ticketId)).toMatchObject({ status: 2, staffUnread: 0, customerUnread: 1 });
    expect(await lastEvent(ticketId)).toMatchObject({
      type: 'ticket.ticket-read.v1',
      payload: { reader: 'staff', staffUnread: 0, customerUnread: 1 },
    });

    expect(await staffCloseTicket(deps(), { ticketId, staffId, closeReason: 'unable-resolved' })).toMatchObject({
      status: 4,
    });
    expect(await lastEvent(ticketId)).toMatchObject({
      type: 'ticket.ticket-closed.v1',
      payload: { closedBy: 'staff', closeReason: 'unable-resolved', customerUnread: 1 },
    });
    await expect(
      staffReplyTicket(deps(), { ticketId, staffId, content: 'One more answer here.', attachment: [] }),
    ).rejects.toMatchObject({ resultCode: 15001 });

    const actor = `staff:${staffId}`;
    expect(await history(ticketId)).toEqual([
      { operation: 'create', actor: 'customer', detail: '' },
      { operation: 'assign', actor, detail: 'assigned to s-9' },
      { operation: 'reply', actor, detail: '' },
      { operation: 'process', actor, detail: 'status 1 → 2' },
      { operation: 'remark', actor, detail: 'Customer on the esports plan' },
      { operation: 'modify-type', actor, detail: 'type 2 → 3' },
      { operation: 'modify-priority', actor, detail: 'priority normal → important' },
      { operation: 'resolve', actor, detail: 'status 2 → 3' },
      { operation: 'reply', actor: 'visitor', detail: '' },
      { operation: 'process', actor: 'visitor', detail: 'status 3 → 2' },
      { operation: 'close', actor, detail: 'unable-resolved' },
    ]);
  });

  it('refuses an unknown ticket (10004)', async () => {
    await expect(resolveTicket(deps(), { ticketId: crypto.randomUUID(), staffId })).rejects.toMatchObject({
      resultCode: 10004,
    });
  });
});
