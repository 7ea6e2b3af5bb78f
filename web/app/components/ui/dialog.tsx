import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '~/i18n';
import { focusableIn, trapTabKey } from '~/lib/a11y/focus-trap';
import { Icon } from './icon';
import './dialog.css';

type TDialogProps = {
  isOpen: boolean;
  /** Called when the visitor dismisses the dialog (Escape, backdrop, close button); the owner sets isOpen false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons in the footer, least destructive first, primary last. */
  actions?: ReactNode;
  tone?: 'default' | 'danger';
  /** 'lg' is the ticket popup's 776 px (SPEC 2). */
  size?: 'md' | 'lg';
  /** What takes focus on open; otherwise the first `[data-autofocus]`, else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A close (×) button in the header, for dialogs without a cancel action. */
  hasCloseButton?: boolean;
  className?: string;
};

/**
 * Modal dialog on the native <dialog>: showModal() makes the page behind inert and puts the dialog
 * in the top layer. On top of that it moves focus in, keeps Tab and Shift+Tab cycling inside (the
 * browser would otherwise leave for its own toolbar), closes on Escape or a backdrop click, and
 * gives focus back to whatever opened it. Named by its title, described by its content.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  actions,
  tone = 'default',
  size = 'md',
  initialFocusRef,
  hasCloseButton = false,
  className,
}: TDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const isOpenRef = useRef(isOpen);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const contentId = useId();

  useEffect(() => {
    isOpenRef.current = isOpen;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target =
        initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(dialog.querySelector('.dialog__content'))[0] ??
        focusableIn(dialog)[0];
      target?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, initialFocusRef]);

  // An open dialog unmounted with its page still hands focus back.
  useEffect(
    () => () => {
      if (opener.current?.isConnected) opener.current.focus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={['dialog', `dialog--${tone}`, `dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      onKeyDown={(event) => {
        if (event.key === 'Tab') trapTabKey(event, focusableIn(ref.current));
      }}
      // Escape closes through isOpen, like every other way out: left to the browser, the dialog would
      // close (and focus return to its opener) before the owner's state said so, and a key pressed on
      // the opener in that moment would find it still "open" and do nothing.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // 'close' follows close() from isOpen, and Escape where the browser skips 'cancel'.
      onClose={() => {
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) target.focus();
        if (isOpenRef.current) onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {hasCloseButton ? (
            <button type="button" className="dialog__close" aria-label={t('a11y.close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          ) : null}
        </div>
        <div id={contentId} className="dialog__content">
          {children}
        </div>
      </div>
      {actions ? <div className="dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
