import { ticketTexts, urgencyTypeId, type TUrgency } from '@matchwire/contracts/ticket/fields';
import type { ZNewTicket } from '@matchwire/contracts/ticket/ticket';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { z } from 'zod';
import { addHistory, type TNewHistoryEntry } from '../db/message-repository.ts';
import { insertTicket, type TTicketRow } from '../db/ticket-repository.ts';
import { findFirstAssignRule, findTicketType } from '../db/type-repository.ts';
import { ticketCreatedEvent } from '../events/publishers/ticket-events.ts';
import type { TTicketDeps } from '../ticket-deps.ts';
import { addTicketMessage } from '../tickets/add-ticket-message.ts';
import { newTicketCode } from '../tickets/ticket-code.ts';
import { customerActorOf, uploaderOf, type TTicketCaller } from '../tickets/ticket-caller.ts';

type TNewTicket = z.output<typeof ZNewTicket>;

/** SPEC.md section 5: urgency only on type 3, for a signed-in customer in cooperation; else none. */
async function allowedUrgency(deps: TTicketDeps, input: TNewTicket, caller: TTicketCaller): Promise<TUrgency> {
  if (input.urgency === 0 || input.type.typeId !== urgencyTypeId || !caller.user) return 0;
  return (await deps.supportCustomers.isInCooperation(caller.user.userId)) ? input.urgency : 0;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').slice(0, 200) || null;

/**
 * Opens a ticket for a visitor (their email and name) or the signed-in customer (the account's
 * email): its opening message, the attachments uploaded for it, the first matching assign rule,
 * its history, and `ticket.ticket-created.v1`, in one transaction.
 */
export async function createTicket(
  deps: TTicketDeps,
  input: TNewTicket,
  caller: TTicketCaller,
): Promise<{ ticketId: string; ticketCode: string }> {
  const email = caller.user?.email ?? input.email;
  if (!email) throw new AppError('badRequest', `email: ${ticketTexts.required}`);
  if (!(await findTicketType(deps.db, input.type.typeId))) throw new AppError('ticketTypeNotFound');
  const urgency = await allowedUrgency(deps, input, caller);
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const rule = await findFirstAssignRule(tx, input.type.typeId);
    const ticket: TTicketRow = await insertTicket(tx, {
      code: newTicketCode(),
      userId: caller.user?.userId ?? null,
      email,
      name: input.name,
      language: input.lang,
      typeId: input.type.typeId,
      urgency,
      status: rule ? 1 : 0,
      assignedStaffId: rule?.staffId ?? null,
      referer: input.referer || null,
      ip: caller.clientAddress,
      browser: joined(input.browser?.type, input.browser?.version),
      device: joined(input.device?.systemType, input.device?.bitWidth, input.device?.version),
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    });
    const target = { ticketId: ticket.ticketId, uploader: uploaderOf(caller), now };
    await addTicketMessage(tx, deps, target, { author: 'customer', ...input });
    const history: TNewHistoryEntry[] = [{ operation: 'create', actor: customerActorOf(caller), detail: '', at: now }];
    if (rule) history.push({ operation: 'assign', actor: 'system', detail: `assigned to ${rule.staffId}`, at: now });
    await addHistory(tx, ticket.ticketId, ...history);
    await publish(ticketCreatedEvent(ticket));
    return { ticketId: ticket.ticketId, ticketCode: ticket.code };
  });
}
