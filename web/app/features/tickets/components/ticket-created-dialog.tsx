import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { useI18n } from '~/i18n';
import { closeTicketPopup } from '../ticket-popup-store';

/** SPEC 2: after a create, the ticket's code and the link to its direct view. */
export function TicketCreatedDialog({ ticketCode }: { ticketCode: string }) {
  const { t, lang } = useI18n();
  const href = `/ticket/direct_view?ticketCode=${encodeURIComponent(ticketCode)}&lang=${lang}`;
  return (
    <Dialog
      isOpen
      onClose={closeTicketPopup}
      title={t('tickets.success.title')}
      hasCloseButton
      className="ticket-dialog"
      actions={
        <Button onClick={closeTicketPopup} data-autofocus>
          {t('tickets.success.done')}
        </Button>
      }
    >
      <p>{t('tickets.success.text', { code: ticketCode })}</p>
      <p className="ticket-created__code">
        <span className="ticket-created__label">{t('tickets.code')}</span> <code>{ticketCode}</code>
      </p>
      <p>
        <Link to={href} onClick={closeTicketPopup}>
          {t('tickets.success.link')}
        </Link>
      </p>
    </Dialog>
  );
}
