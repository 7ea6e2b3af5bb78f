import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';
import './dropdown.css';

type TDropdownProps = {
  /** Id of the panel; the trigger points at it with aria-controls. */
  id: string;
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled])';
const HOVER_CLOSE_DELAY_MS = 120;

/**
 * Disclosure-style navigation menu (WAI "disclosure navigation" pattern): a button
 * toggles a panel of links. Opens on hover for mice, on click or arrow keys otherwise;
 * Escape closes and returns focus. The panel is always rendered so its links are in the SSR HTML.
 */
export function Dropdown({ id, label, children, align = 'start', triggerClassName }: TDropdownProps) {
  const [isOpen, setOpenState] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set while the menu is open only because the mouse is over it; a click then pins it open.
  const openedByHover = useRef(false);
  const isOpenRef = useRef(false);
  const setOpen = useCallback((next: boolean) => {
    isOpenRef.current = next;
    if (!next) openedByHover.current = false;
    setOpenState(next);
  }, []);

  const focusItem = useCallback((index: number | 'last') => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (items.length === 0) return;
    const target = index === 'last' ? items[items.length - 1] : items[(index + items.length) % items.length];
    target?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, setOpen]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const where = event.key === 'ArrowDown' ? 0 : 'last';
      requestAnimationFrame(() => focusItem(where));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem('last');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="dropdown"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        if (!isOpenRef.current) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={['dropdown__trigger nav-item', triggerClassName].filter(Boolean).join(' ')}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => {
          // A click after a hover-open pins the menu instead of closing it straight away.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen(!isOpenRef.current);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Icon name="chevronDown" size={16} className="dropdown__chevron" />
      </button>
      <div
        ref={panelRef}
        id={id}
        className={`dropdown__panel dropdown__panel--${align}`}
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
