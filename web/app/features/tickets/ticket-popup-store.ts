import { useSyncExternalStore } from 'react';
import { createChangeListeners } from '~/lib/ui-state/change-listeners';

/** The ticket a reply is written on, as the popup shows it read-only (SPEC 4: reply mode). */
export type TReplyTarget = {
  ticketId: string;
  ticketCode: string;
  /** Set for the direct view: the code is what names the ticket there. */
  isByCode: boolean;
  email: string;
  name: string;
  typeId: number;
  typeName: string;
};

export type TTicketPopupState =
  | { mode: 'closed' }
  | { mode: 'create'; presetTypeId?: number }
  | { mode: 'reply'; target: TReplyTarget }
  | { mode: 'created'; ticketCode: string };

let state: TTicketPopupState = { mode: 'closed' };
const stateChanges = createChangeListeners();
const CLOSED: TTicketPopupState = { mode: 'closed' };

function setState(next: TTicketPopupState): void {
  state = next;
  stateChanges.notify();
}

/** Opens the popup to write a new ticket, with an optional preset type (SPEC 2). */
export function openNewTicket(presetTypeId?: number): void {
  setState({ mode: 'create', presetTypeId });
}

/** Opens the popup to reply on `target` (email, name and type read-only). */
export function openTicketReply(target: TReplyTarget): void {
  setState({ mode: 'reply', target });
}

/** After a create: the success dialog with the ticket's code and its direct-view link. */
export function showTicketCreated(ticketCode: string): void {
  setState({ mode: 'created', ticketCode });
}

export function closeTicketPopup(): void {
  setState(CLOSED);
}

/** What the popup shows; the shell's launcher renders it, the pages open it. */
export function useTicketPopup(): TTicketPopupState {
  return useSyncExternalStore(
    stateChanges.subscribe,
    () => state,
    () => CLOSED,
  );
}
