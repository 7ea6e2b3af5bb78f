import { useEffect, useRef, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/icon-button.css';
import '~/components/ui/layout-primitives.css';
import { useT } from '~/i18n';
import { useRootData, type TNavData } from '~/root-data';
import './floating.css';
import { useShellParts } from './shell-parts';
import { useFloatingState } from './use-floating-state';

/**
 * Floating messaging-service contact and contact (the ticket popup) buttons, stacked above go-to-top (SPEC 2). On phones
 * they join go-to-top once the page is scrolled and step aside while a text field is focused.
 */
export function FloatingContact() {
  const t = useT();
  const entries: TNavData['messagingContacts'] = useRootData()?.nav.messagingContacts ?? [];
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { isScrolled, isTyping } = useFloatingState();
  const { openNewTicket } = useShellParts();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div
      className={`floating-actions${isScrolled ? '' : ' floating-actions--resting'}${isTyping ? ' floating--typing' : ''}`}
      ref={rootRef}
    >
      {entries.length > 0 ? (
        <div className="floating-actions__group">
          {isOpen ? (
            <ul id="floating-messaging" className="floating-menu surface">
              {entries.map((entry) => (
                <li key={`${entry.name}-${entry.url}`}>
                  <a href={entry.url} target="_blank" rel="noopener noreferrer" className="floating-menu__item">
                    <span className="floating-menu__name">{entry.name}</span>
                    {entry.phone ? <span className="floating-menu__detail">{entry.phone}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className="floating-button round-icon"
            aria-expanded={isOpen}
            aria-controls="floating-messaging"
            aria-label={t('floating.messaging')}
            onClick={() => setOpen((open) => !open)}
          >
            <Icon name="support" size={20} />
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="floating-button round-icon"
        aria-label={t('floating.contact')}
        aria-haspopup="dialog"
        onClick={openNewTicket}
      >
        <Icon name="mail" size={20} />
      </button>
    </div>
  );
}
