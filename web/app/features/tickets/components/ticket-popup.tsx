import { lazy, Suspense } from 'react';
import { useTicketPopup } from '../ticket-popup-store';

const TicketPopupHost = lazy(() => import('./ticket-popup-host'));

/** The ticket popup's place in the shell: nothing until it is opened, then its own chunk (form, queries). */
export function TicketPopup() {
  const popup = useTicketPopup();
  if (popup.mode === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <TicketPopupHost />
    </Suspense>
  );
}
