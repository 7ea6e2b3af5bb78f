/**
 * The back office's ticket routes (docs/decisions/0019): the queue with its filters, a ticket with
 * its conversation, origin and history, and the staff actions, each for the staff member the
 * gateway asserts and only with the endpoint's permission. Real PostgreSQL, in-memory bus.
 */
import type { TStaffPermission } from '@matchwire/contracts';
import { assertedStaff } from '@matchwire/devinfra/gateway-identity';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { describe, expect, it } from 'vitest';
import { ticketCalls, ticketForm } from './support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest, newUserId } from './support/ticket-under-test.ts';

const under = useServiceUnderTest('ticket', buildTicketUnderTest);
const everyPermission: TStaffPermission[] = ['ticket:read', 'ticket:reply', 'ticket:assign', 'ticket:manage'];

function asStaff(permissions: TStaffPermission[] = everyPermission, staffId = 's-7') {
  return assertedStaff('ticket', {
    staffId,
    email: 'agent@matchwire.io',
    name: 'Agent',
    permissions,
    sessionId: 'sid',
  });
}

function staffCall(method: 'GET' | 'POST', url: string, payload?: object, headers = asStaff()) {
  return under.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('the staff queue and a ticket', () => {
  it('filters the queue by status, assignee, urgency, priority and words, newest activity first', async () => {
    const userId = newUserId();
    const calls = ticketCalls(under.service);
    const first = (await calls.add(ticketForm({ content: 'Basketball odds are late' }), asCustomer(userId))).json()
      .data;
    const second = (await calls.add(ticketForm({ name: 'Quentin Queue', content: 'Invoice question' }))).json().data;

    const all = await staffCall('GET', '/api/admin/tickets');
    expect(all.json().data.total).toBeGreaterThanOrEqual(2);
    expect(
      all
        .json()
        .data.list.map((row: { ticketId: string }) => row.ticketId)
        .slice(0, 2),
    ).toEqual([second.ticketId, first.ticketId]);
    const byWords = (await staffCall('GET', '/api/admin/tickets?q=basketball%20odds')).json().data;
    expect(byWords.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([first.ticketId]);
    expect(byWords.list[0]).toMatchObject({ userId, priority: 'normal', assignedStaffId: null });
    const byName = (await staffCall('GET', '/api/admin/tickets?q=quentin')).json().data;
    expect(byName.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([second.ticketId]);
    // A pattern character is a character, not a wildcard.
    expect((await staffCall('GET', '/api/admin/tickets?q=%25')).json().data.total).toBe(0);

    await staffCall('POST', `/api/admin/tickets/${first.ticketId}/assign`, { staffId: 's-9' });
    await staffCall('POST', `/api/admin/tickets/${first.ticketId}/modify`, { priority: 'important' });
    const filtered = (
      await staffCall('GET', '/api/admin/tickets?assignedStaffId=s-9&priority=important&status=1&urgency=0')
    ).json().data;
    expect(filtered.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([first.ticketId]);
    const unassigned = (await staffCall('GET', '/api/admin/tickets?assignedStaffId=none')).json().data;
    expect(unassigned.list.map((row: { ticketId: string }) => row.ticketId)).toContain(second.ticketId);
    expect(unassigned.list.map((row: { ticketId: string }) => row.ticketId)).not.toContain(first.ticketId);
  });

  it('replies, remarks, resolves and closes, shows origin and history, and marks the customer’s messages read', async () => {
    const owner = asCustomer(newUserId());
    const { ticketId } = (await ticketCalls(under.service).add(ticketForm(), owner)).json().data;
    const reply = await staffCall('POST', `/api/admin/tickets/${ticketId}/reply`, { content: 'Which match?' });
    expect(reply.json().data).toMatchObject({
      status: 2,
      messages: [{ author: 'customer' }, { author: 'staff', authorName: 's-7' }],
    });
    // The customer sees the reply as the support team's, not a staff member's internal id.
    const asOwner = (await ticketCalls(under.service).detail(`ticketId=${ticketId}&lang=en`, owner)).json().data;
    expect(asOwner.messages[1]).toMatchObject({ author: 'staff', authorName: '' });
    await staffCall('POST', `/api/admin/tickets/${ticketId}/remark`, { remark: 'Known feed issue' });
    await staffCall('POST', `/api/admin/tickets/${ticketId}/resolve`);
    const read = await staffCall('POST', `/api/admin/tickets/${ticketId}/read`);
    expect(read.json().data.staffUnread).toBe(0);
    const closed = await staffCall('POST', `/api/admin/tickets/${ticketId}/close`, { closeReason: 'resolved' });
    expect(closed.json().data).toMatchObject({ status: 4, closeReason: 'resolved', canReply: false });

    const detail = (await staffCall('GET', `/api/admin/tickets/${ticketId}`)).json().data;
    expect(detail).toMatchObject({ referer: 'https://matchwire.io/docs', ip: '203.0.113.7' });
    expect(detail.history.map((entry: { operation: string }) => entry.operation)).toEqual(
      expect.arrayContaining(['create', 'reply', 'remark', 'resolve', 'close']),
    );
    expect(detail.history.filter((entry: { actor: string }) => entry.actor === 'staff:s-7').length).toBeGreaterThan(3);
  });
});

describe('who may call them', () => {
  it('refuses a caller without a staff member (11009) and one without the permission (11016)', async () => {
    const { ticketId } = (await ticketCalls(under.service).add(ticketForm())).json().data;
    const customer = await staffCall('GET', '/api/admin/tickets', undefined, asCustomer(newUserId()));
    expect(customer.json().resultCode).toBe(11009);
    const readOnly = asStaff(['ticket:read']);
    expect((await staffCall('GET', `/api/admin/tickets/${ticketId}`, undefined, readOnly)).json().resultCode).toBe(0);
    const refused = await staffCall('POST', `/api/admin/tickets/${ticketId}/close`, { closeReason: 'other' }, readOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultCode).toBe(11016);
    expect((await staffCall('GET', '/api/admin/tickets/00000000-0000-4000-8000-000000000000')).json().resultCode).toBe(
      10004,
    );
  });
});
