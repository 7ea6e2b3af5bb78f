import type { TReceivedEvent } from '@matchwire/contracts/events';
import { ticketEvents } from '@matchwire/contracts/ticket/events';
import { mailedEventTypes, type TMailedEventType } from './mailed-events.ts';

/** The ticket events whose definition (packages/contracts/src/ticket/events.ts) names this service a consumer. */
export type TTicketMailEventType = TMailedEventType<typeof ticketEvents>;

/**
 * The ticket service's events this service turns into mail (consumer group `notification-mail`,
 * beside the account, billing and data API events): those whose definition lists `notification`.
 * Each names the ticket's owner, their address and language. Not every one is a mail: a customer's
 * message goes to the assigned staff member only when there is one, and only a close by staff is
 * told to the customer (who closed it knows).
 */
export const ticketMailEventTypes = mailedEventTypes(ticketEvents);

/** A ticket event as the mail use-cases read it: type, id, time and the payload its definition checked. */
export type TTicketMailEvent = TReceivedEvent<TTicketMailEventType>;
