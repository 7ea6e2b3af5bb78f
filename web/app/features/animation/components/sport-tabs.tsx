import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { Tabs } from '~/components/ui/tabs';
import { useT } from '~/i18n';
import { ANIM_SPORTS } from '../anim-sport';

/**
 * Football and Basketball as the page's tabs; the chosen sport's configuration is their panel.
 * With unsaved edits (`hasUnsavedEdits`), another sport is chosen only once the customer agrees to
 * drop them.
 */
export function SportTabs({
  animType,
  hasUnsavedEdits,
  onSelect,
  children,
}: {
  animType: TAnimType;
  hasUnsavedEdits: boolean;
  onSelect: (animType: TAnimType) => void;
  children: ReactNode;
}) {
  const t = useT();
  const [asked, setAsked] = useState<TAnimType | null>(null);
  const select = (next: TAnimType) => {
    if (next === animType) return;
    if (hasUnsavedEdits) setAsked(next);
    else onSelect(next);
  };
  return (
    <>
      <Tabs
        label={t('animation.sports.label')}
        isLarge
        panelClassName="anim-tabs__panel"
        tabs={ANIM_SPORTS.map((sport) => ({
          value: sport.animType,
          label: (
            <>
              <Icon name={sport.sport} size={18} />
              {t(sport.label)}
            </>
          ),
        }))}
        selected={animType}
        onSelect={select}
      >
        {children}
      </Tabs>
      <ConfirmDialog
        isOpen={asked !== null}
        onClose={() => setAsked(null)}
        title={t('animation.switch.title')}
        cancelLabel={t('animation.switch.stay')}
        confirmLabel={t('animation.switch.discard')}
        isPending={false}
        onConfirm={() => {
          if (asked !== null) onSelect(asked);
          setAsked(null);
        }}
      >
        <p>{t('animation.switch.body')}</p>
      </ConfirmDialog>
    </>
  );
}
