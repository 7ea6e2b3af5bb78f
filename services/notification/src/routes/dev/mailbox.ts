import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import type { TNotificationDeps } from '../../notification-deps.ts';
import { ZMailboxListItem, ZMailboxListQuery, ZMailboxMessage, ZMailboxMessageParams } from '../../schemas/mailbox.ts';
import { listMailbox } from '../../use-cases/list-mailbox.ts';
import { showMailboxMessage } from '../../use-cases/show-mailbox-message.ts';

/** Development only (DEV_MAILBOX=true): the mail the service wrote, for the web page /dev/mailbox. */
export function registerMailboxRoutes(app: TZodApp, deps: TNotificationDeps): void {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        querystring: ZMailboxListQuery,
        response: { 200: ZSuccess(z.object({ messages: z.array(ZMailboxListItem) })) },
      },
    },
    async (request) => ok({ messages: await listMailbox(deps.db, { limit: request.query.limit }) }),
  );

  app.get(
    '/api/dev/mailbox/:id',
    { schema: { params: ZMailboxMessageParams, response: { 200: ZSuccess(ZMailboxMessage) } } },
    async (request) => ok(await showMailboxMessage(deps, request.params.id)),
  );
}
