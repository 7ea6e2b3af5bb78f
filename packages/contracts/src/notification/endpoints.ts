import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZMailboxListItem, ZMailboxListQuery, ZMailboxMessage, ZMailboxMessageParams } from './mailbox.ts';

const { publicRoute } = routeKinds('notification');

/**
 * The notification service's endpoints: the development mailbox, served only with DEV_MAILBOX=true
 * (refused in production); otherwise these paths answer 404 'Interface 404'.
 */
export const notificationEndpoints = {
  listMailbox: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'Development only (DEV_MAILBOX=true): the newest mails the service wrote, newest first.',
    request: { query: ZMailboxListQuery },
    response: z.object({ messages: z.array(ZMailboxListItem) }),
  }),
  showMailboxMessage: defineEndpoint({
    ...publicRoute,
    method: 'GET',
    path: '/api/dev/mailbox/:id',
    summary: 'Development only (DEV_MAILBOX=true): one mail with its HTML and text; an unknown id: 10004.',
    request: { params: ZMailboxMessageParams },
    response: ZMailboxMessage,
  }),
};
