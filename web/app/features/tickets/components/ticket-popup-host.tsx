import { QueryProvider } from '~/lib/query/query-provider';
import { useTicketPopup } from '../ticket-popup-store';
import { TicketCreatedDialog } from './ticket-created-dialog';
import { TicketFormDialog } from './ticket-form-dialog';
import './tickets.css';

/**
 * What the ticket popup shows, loaded only once it is first opened (the shell stays light): the
 * form in create or reply mode, or the success dialog after a create. TanStack Query's one browser
 * client is shared with the console, so a new ticket or reply refreshes its lists and badge.
 */
export default function TicketPopupHost() {
  const popup = useTicketPopup();
  if (popup.mode === 'closed') return null;
  return (
    <QueryProvider>
      {popup.mode === 'created' ? (
        <TicketCreatedDialog ticketCode={popup.ticketCode} />
      ) : (
        <TicketFormDialog
          key={popup.mode === 'reply' ? popup.target.ticketId : 'create'}
          replyTo={popup.mode === 'reply' ? popup.target : null}
          presetTypeId={popup.mode === 'create' ? popup.presetTypeId : undefined}
        />
      )}
    </QueryProvider>
  );
}
