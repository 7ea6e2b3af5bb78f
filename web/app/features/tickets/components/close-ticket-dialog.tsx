import { useState } from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useT } from '~/i18n';
import { showToast } from '~/lib/ui-state/toast-store';
import { useCloseTicketMutation } from '../api/ticket-mutations';
import type { TTicketRef } from '../api/ticket-detail';
import { SelectField, TextAreaField } from './ticket-fields';

const CLOSE_REASONS = ['resolved', 'unable-resolved', 'invalid-consulting', 'other'] as const;
type TCloseReason = (typeof CLOSE_REASONS)[number];
const REMARK_MAX = 500;

/** Closing a ticket asks why (SPEC enumerations: resolved, unable resolved, invalid consulting, other). */
export function CloseTicketDialog({
  isOpen,
  onClose,
  ticket,
}: {
  isOpen: boolean;
  onClose: () => void;
  ticket: TTicketRef;
}) {
  const t = useT();
  const [reason, setReason] = useState<TCloseReason>('resolved');
  const [remark, setRemark] = useState('');
  const close = useCloseTicketMutation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('tickets.close.title')}
      cancelLabel={t('tickets.close.cancel')}
      confirmLabel={t('tickets.close.confirm')}
      isPending={close.isPending}
      onConfirm={() =>
        close.mutate(
          { ...ticket, closeReason: reason, remark: remark.trim() || undefined },
          {
            onSuccess: () => {
              onClose();
              showToast(t('tickets.close.done'), 'success');
            },
          },
        )
      }
    >
      <div className="ticket-form">
        <p>{t('tickets.close.text')}</p>
        <SelectField
          label={t('tickets.close.reason')}
          value={reason}
          onValueChange={(value) => setReason(value as TCloseReason)}
          options={CLOSE_REASONS.map((value) => ({ value, label: t(`tickets.closeReason.${value}`) }))}
          data-autofocus
        />
        <TextAreaField
          label={t('tickets.close.remark')}
          value={remark}
          onValueChange={setRemark}
          rows={3}
          maxLength={REMARK_MAX}
        />
      </div>
    </ConfirmDialog>
  );
}
