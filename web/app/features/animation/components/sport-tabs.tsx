import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { Tabs } from '~/components/ui/tabs';
import { useT } from '~/i18n';
import { ANIM_SPORTS } from '../anim-sport';

/** Football and Basketball as the page's tabs; the chosen sport's configuration is their panel. */
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
  return (
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
      onSelect={onSelect}
    >
      {children}
    </Tabs>
  );
}
