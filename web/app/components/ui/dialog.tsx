import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

type TDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons in the footer, primary last. */
  actions: ReactNode;
  tone?: 'default' | 'danger';
};

/**
 * Modal dialog on the native <dialog> (focus trap, Escape, inert background come with showModal).
 * Escape and a click on the backdrop close it.
 */
export function Dialog({ isOpen, onClose, title, children, actions, tone = 'default' }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${tone}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__content">{children}</div>
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}
