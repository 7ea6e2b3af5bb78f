/**
 * A visitor's ticket through the gateway on the running stack: the form opens it (signed
 * request, no sign-in), its code opens the direct view with the visitor's message as written,
 * and a guessed code is refused like an unknown one.
 */
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/public-api.ts';

describe('a visitor’s ticket and its direct view, through the gateway', () => {
  it('opens a ticket, answers its code, and shows it to the holder of the code', async () => {
    const content = 'Our widget shows <b>no</b> scores\nsince this morning.';
    const added = await dataOf(
      post('/api/ticket/add', {
        ticket: {
          email: 'visitor.direct@example.com',
          name: 'Direct Visitor',
          content,
          type: { typeId: 1 },
          lang: 'en',
        },
      }),
    );
    expect(added.ticketCode).toMatch(/^[0-9A-Za-z]{22}$/);

    const view = await dataOf(get(`/api/ticket/detail?ticketCode=${added.ticketCode}&lang=en`));
    expect(view).toMatchObject({
      ticketId: added.ticketId,
      ticketCode: added.ticketCode,
      status: 0,
      name: 'Direct Visitor',
      canReply: true,
      type: { typeId: 1, typeName: 'Sales enquiry' },
    });
    expect(view.messages).toEqual([expect.objectContaining({ author: 'customer', content, attachments: [] })]);

    const guessed = await get(`/api/ticket/detail?ticketCode=${'Z'.repeat(22)}`);
    expect(guessed.body).toEqual({ resultCode: 10004, resultInfo: 'Object not found' });
  });
});
