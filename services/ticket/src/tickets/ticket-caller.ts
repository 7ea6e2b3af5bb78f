import type { FastifyRequest } from 'fastify';

/**
 * Who asks, as the ticket use-cases need it: the signed-in customer (from the gateway's signed
 * assertion only) or a visitor, and the client's address as the gateway forwards it.
 */
export type TTicketCaller = {
  user: { userId: string; email: string } | undefined;
  clientAddress: string;
};

export function ticketCallerOf(request: FastifyRequest): TTicketCaller {
  const identity = request.identity;
  return {
    user: identity ? { userId: identity.userId, email: identity.email } : undefined,
    clientAddress: request.ip,
  };
}

/**
 * Who uploaded a file, as `ticket_attachments.uploader` records it and the claim compares it: the
 * customer's user id, or for a visitor the client's address (a visitor has no other identity that
 * the upload and the ticket share). A visitor can claim only files sent from the same address.
 */
export function uploaderOf(caller: TTicketCaller): string {
  return caller.user ? `user:${caller.user.userId}` : `visitor:${caller.clientAddress}`;
}

/** How the history names the customer side. */
export function customerActorOf(caller: TTicketCaller): 'customer' | 'visitor' {
  return caller.user ? 'customer' : 'visitor';
}
