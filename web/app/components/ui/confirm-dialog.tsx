import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type TConfirmDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The way out, which changes nothing (e.g. 'Cancel', 'Keep subscription'). */
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed change runs: the button says so and another click does nothing. */
  isPending: boolean;
  onConfirm: () => void;
  children: ReactNode;
};

/**
 * A dialog that asks before a change that cannot simply be undone (regenerating a key,
 * unsubscribing): the danger tone, the way out first, the change last.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  cancelLabel,
  confirmLabel,
  isPending,
  onConfirm,
  children,
}: TConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      tone="danger"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="secondary" className="btn--danger" isBusy={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
