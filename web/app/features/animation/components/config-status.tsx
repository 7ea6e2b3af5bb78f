import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import { userConfigStatuses, type TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import { Badge, type TBadgeTone } from '~/components/ui/badge';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';

const STATUS_TONES: Record<TUserConfigStatus, TBadgeTone> = {
  [userConfigStatuses.toBeConfigured]: 'neutral',
  [userConfigStatuses.toBeOpened]: 'new',
  [userConfigStatuses.inUse]: 'accent',
  [userConfigStatuses.disabled]: 'hot',
  [userConfigStatuses.toModify]: 'sale',
};

/** The sport's widget status (SPEC user config status), 'Unpublished changes' when the draft is ahead, and when it was published. */
export function ConfigStatus({ config }: { config: TAnimConfig }) {
  const { t, lang } = useI18n();
  return (
    <div className="anim-status cluster" data-testid="anim-status">
      <span className="visually-hidden">{t('animation.status.label')}: </span>
      <Badge tone={STATUS_TONES[config.status]}>{t(`animation.status.${config.status}`)}</Badge>
      {config.hasUnpublishedChanges ? <Badge tone="sale">{t('animation.status.unpublished')}</Badge> : null}
      <span className="meta-text">
        {config.publishedAt
          ? t('animation.status.publishedAt', { date: formatDate(config.publishedAt, lang) })
          : t('animation.status.neverPublished')}
      </span>
    </div>
  );
}
