import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { ANIM_SPORTS } from '../anim-sport';

/**
 * Football and Basketball as an ARIA tablist: arrow keys, Home and End move between the tabs and
 * select them; Tab moves on into the chosen sport's panel.
 */
export function SportTabs({
  animType,
  onSelect,
  children,
}: {
  animType: TAnimType;
  onSelect: (animType: TAnimType) => void;
  children: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const tabs = useRef<Partial<Record<TAnimType, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ANIM_SPORTS.findIndex((sport) => sport.animType === animType);
    const last = ANIM_SPORTS.length - 1;
    const next = {
      ArrowRight: ANIM_SPORTS[index === last ? 0 : index + 1],
      ArrowLeft: ANIM_SPORTS[index === 0 ? last : index - 1],
      Home: ANIM_SPORTS[0],
      End: ANIM_SPORTS[last],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onSelect(next.animType);
    tabs.current[next.animType]?.focus();
  };

  return (
    <>
      <div className="anim-tabs" role="tablist" aria-label={t('animation.sports.label')} onKeyDown={onKeyDown}>
        {ANIM_SPORTS.map((sport) => (
          <button
            key={sport.animType}
            ref={(element) => {
              tabs.current[sport.animType] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${sport.animType}`}
            aria-selected={sport.animType === animType}
            aria-controls={`${id}-panel`}
            tabIndex={sport.animType === animType ? 0 : -1}
            className="anim-tabs__tab"
            onClick={() => onSelect(sport.animType)}
          >
            <Icon name={sport.sport} size={18} />
            {t(sport.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${animType}`} className="anim-tabs__panel">
        {children}
      </div>
    </>
  );
}
