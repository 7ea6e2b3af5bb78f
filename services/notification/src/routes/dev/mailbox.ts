import { notificationEndpoints } from '@matchwire/contracts/notification/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TNotificationDeps } from '../../notification-deps.ts';
import { listMailbox } from '../../use-cases/list-mailbox.ts';
import { showMailboxMessage } from '../../use-cases/show-mailbox-message.ts';
import { toMailboxListItem, toMailboxMessage } from './mailbox-presenter.ts';

/** Development only (DEV_MAILBOX=true): the mail the service wrote, for the web page /dev/mailbox. */
export function registerMailboxRoutes(serve: TServeEndpoint, deps: TNotificationDeps): void {
  serve(notificationEndpoints.listMailbox, async (request) => ({
    messages: (await listMailbox(deps, { limit: request.query.limit })).map(toMailboxListItem),
  }));
  serve(notificationEndpoints.showMailboxMessage, async (request) => {
    const { row, shown } = await showMailboxMessage(deps, request.params.id);
    return toMailboxMessage(row, shown);
  });
}
