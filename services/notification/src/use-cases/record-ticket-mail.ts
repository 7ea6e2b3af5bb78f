import type { TNotificationDb } from '../db/notification-db.ts';
import type { TTicketMailEvent } from '../events/ticket-mail-events.ts';
import { draftTicketMail, staffToMail, type TStaffAddress } from './draft-ticket-mail.ts';
import { recordDraftedMail } from './record-drafted-mail.ts';

/** Where the address of the staff member a customer's message is mailed to comes from. */
export interface StaffAddressSource {
  /** Undefined when the account service knows no such active staff member. */
  addressOf(staffId: string): Promise<TStaffAddress | undefined>;
}

/**
 * Turns one ticket event into at most one pending mail; a redelivered event adds nothing (the
 * messages table's unique event id). An event that is no one's mail records nothing (`skipped`).
 * The staff address is looked up before drafting; a failed lookup throws, so the bus redelivers.
 */
export async function recordTicketMail(
  deps: { db: TNotificationDb; publicWebUrl: string; staffAddresses: StaffAddressSource },
  event: TTicketMailEvent,
): Promise<'recorded' | 'duplicate' | 'skipped'> {
  const staffId = staffToMail(event);
  const staff = staffId ? await deps.staffAddresses.addressOf(staffId) : undefined;
  const draft = draftTicketMail(event, deps.publicWebUrl, staff);
  return draft ? recordDraftedMail(deps.db, event, draft) : 'skipped';
}
