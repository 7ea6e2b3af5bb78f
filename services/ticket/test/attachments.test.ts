/**
 * Attachments at the ticket service (docs/contracts/ticket.md, "Attachments"): uploads claimed by a
 * new ticket or a reply of the same uploader, read back by those who may see the ticket. Real
 * PostgreSQL, the folder object store (the S3 store is tested through the gateway against versitygw).
 */
import { assertedStaff } from '@matchwire/devinfra/gateway-identity';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { describe, expect, it } from 'vitest';
import { ticketCalls, ticketForm } from './support/ticket-calls.ts';
import { asCustomer, buildTicketUnderTest, newUserId } from './support/ticket-under-test.ts';

const under = useServiceUnderTest('ticket', buildTicketUnderTest);
/** ticketCalls' client address: a visitor's uploads and tickets come from it. */
const visitorAddress = { 'x-forwarded-for': '203.0.113.7' };
const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

/** A multipart upload as the browser's FormData sends it. */
async function upload(headers: Record<string, string>, name = 'report.pdf', bytes: Uint8Array = pdf) {
  const form = new FormData();
  form.set('token', 'matchwire-dev-upload-token');
  form.set('key', 'silk/ticket/proposal');
  form.set('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  const answer = await under.service.app.inject({
    method: 'POST',
    url: '/api/ticket/upload',
    headers: { ...visitorAddress, ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return answer.json() as { resultCode: number; resultInfo: string; data: { key: string } };
}

const read = (key: string, headers: Record<string, string>, ticketCode?: string) =>
  under.service.app.inject({
    url: `/api/ticket/attachment?key=${encodeURIComponent(key)}${ticketCode ? `&ticketCode=${ticketCode}` : ''}`,
    headers: { ...visitorAddress, ...headers },
  });

describe('attachments claimed by tickets and replies', () => {
  it('a customer’s uploads go with their ticket and reply, and only they and the code’s holder read them', async () => {
    const userId = newUserId();
    const customer = asCustomer(userId);
    const calls = ticketCalls(under.service);
    const first = (await upload(customer)).data.key;
    const added = (await calls.add(ticketForm({ attachment: [first] }), customer)).json().data;
    const second = (await upload(customer, 'notes.txt', new TextEncoder().encode('more'))).data.key;
    const replied = await calls.reply(
      { ticketId: added.ticketId, content: 'And one more file here.', attachment: [second] },
      customer,
    );
    expect(replied.json().resultCode).toBe(0);

    for (const key of [first, second]) {
      expect((await read(key, customer)).statusCode).toBe(200);
      expect((await read(key, {}, added.ticketCode)).statusCode).toBe(200);
      expect((await read(key, asCustomer(newUserId()))).statusCode).toBe(404);
      expect((await read(key, {})).statusCode).toBe(404);
    }
    const served = await read(second, customer);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
    expect(served.body).toBe('more');
  });

  it('lets staff with ticket:read read a claimed file, and nobody read one through the staff path unclaimed', async () => {
    const staff = (permissions: ('ticket:read' | 'ticket:reply')[]) =>
      assertedStaff('ticket', {
        staffId: 's-3',
        email: 'agent@matchwire.io',
        name: 'Agent',
        permissions,
        sessionId: 's',
      });
    const asStaff = (key: string, headers: Record<string, string>) =>
      under.service.app.inject({ url: `/api/admin/tickets/attachment?key=${encodeURIComponent(key)}`, headers });
    const customer = asCustomer(newUserId());
    const claimed = (await upload(customer)).data.key;
    await ticketCalls(under.service).add(ticketForm({ attachment: [claimed] }), customer);
    const unclaimed = (await upload(customer)).data.key;

    const served = await asStaff(claimed, staff(['ticket:read']));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await asStaff(claimed, staff(['ticket:reply']))).json().resultCode).toBe(11016);
    expect((await asStaff(claimed, customer)).json().resultCode).toBe(11009);
    expect((await asStaff(unclaimed, staff(['ticket:read']))).statusCode).toBe(404);
  });

  it('refuses another customer’s upload in a ticket, and an upload claimed twice', async () => {
    const calls = ticketCalls(under.service);
    const owner = asCustomer(newUserId());
    const key = (await upload(owner)).data.key;
    const stranger = await calls.add(ticketForm({ attachment: [key] }), asCustomer(newUserId()));
    expect(stranger.json().resultCode).toBe(15003);
    expect((await calls.add(ticketForm({ attachment: [key] }), owner)).json().resultCode).toBe(0);
    expect((await calls.add(ticketForm({ attachment: [key] }), owner)).json().resultCode).toBe(15003);
  });

  it('lets a visitor attach from their address, up to TICKET_ATTACHMENTS_MAX waiting files (3 here)', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.23' };
    const keys = [];
    for (let count = 0; count < 3; count += 1) keys.push((await upload(visitor)).data.key);
    expect(await upload(visitor)).toMatchObject({ resultCode: 15004 });
    const added = await under.service.app.inject({
      method: 'POST',
      url: '/api/ticket/add',
      headers: visitor,
      payload: { ticket: ticketForm({ attachment: keys }) },
    });
    expect(added.json().resultCode).toBe(0);
    // Claimed, they no longer count: the visitor may upload again.
    expect((await upload(visitor)).resultCode).toBe(0);
    expect((await read(keys[0]!, visitor, added.json().data.ticketCode)).statusCode).toBe(200);
  });
});
