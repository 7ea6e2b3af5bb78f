import type { TUploadDeps } from '@matchwire/kit/object-store/accept-upload';
import type { TPublishingDeps } from '@matchwire/kit/publishing-service';
import type { SupportCustomers } from './callers/support-customers.ts';
import type * as schema from './db/schema.ts';
import type { UnreadCounters } from './unread/unread-counters.ts';

/**
 * What the ticket service's routes, use-cases and consumers are given; built once in app.ts.
 * Attachments are uploads (TUploadDeps), kept in the object store.
 */
export type TTicketDeps = TPublishingDeps<typeof schema> &
  TUploadDeps & {
    clock: () => Date;
    /** Each customer's unread staff messages per ticket, kept from the ticket events (Redis, or memory on `npm start`). */
    unread: UnreadCounters;
    /** How many attachments a ticket or a reply may claim. */
    attachmentsMax: number;
    /** Whether a customer is a technical-support customer (the account service says). */
    supportCustomers: SupportCustomers;
  };
