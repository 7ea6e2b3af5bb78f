import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TTab<TValue extends string | number> = { value: TValue; label: ReactNode };

/**
 * Tabs as an ARIA tablist over their one tabpanel (`children`, the selected tab's content): arrow
 * keys, Home and End move between the tabs and select them; Tab moves on into the panel.
 * `isLarge` for page-level tabs (a bigger label and touch target).
 */
export function Tabs<TValue extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  isLarge = false,
  panelClassName,
  children,
}: {
  label: string;
  tabs: readonly TTab<TValue>[];
  selected: TValue;
  onSelect: (value: TValue) => void;
  isLarge?: boolean;
  panelClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<TValue, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: tabs[index === last ? 0 : index + 1],
      ArrowLeft: tabs[index <= 0 ? last : index - 1],
      Home: tabs[0],
      End: tabs[last],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <>
      <div className={isLarge ? 'tabs tabs--large' : 'tabs'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
              else buttons.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
