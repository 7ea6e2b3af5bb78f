/** What the root route hands the site shell (components/layout/shell-parts.tsx) and other features use: light, browser-safe modules only. */
export { TicketPopup } from './components/ticket-popup';
export { UnreadBadge } from './components/unread-badge';
export { openNewTicket } from './ticket-popup-store';
export { ticketTypesQuery } from './api/ticket-types';
