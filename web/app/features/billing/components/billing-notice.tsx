import type { ReactNode } from 'react';
import { LinkButton } from '~/components/ui/button';
import { Icon, type TIconName } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import './billing.css';

/** A status card of the checkout pages: an icon, a heading, what it means and where to go. */
export function BillingNotice({
  icon,
  tone,
  title,
  headingLevel = 2,
  children,
  actions,
}: {
  icon: TIconName;
  tone: 'accent' | 'danger' | 'info' | 'sale' | 'neutral';
  title: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="billing-card billing-notice">
      <span className={`status-icon tone-${tone}`} aria-hidden="true">
        <Icon name={icon} size={24} />
      </span>
      <Heading className="billing-notice__title">{title}</Heading>
      {children ? <div className="billing-notice__body">{children}</div> : null}
      {actions ? <div className="billing-actions billing-actions--center">{actions}</div> : null}
    </div>
  );
}

/** No product or plan in the address: where to choose one. */
export function NoPlanChosen({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, lang } = useI18n();
  return (
    <BillingNotice
      icon="tag"
      tone="info"
      title={t('billing.noPlan.title')}
      headingLevel={headingLevel}
      actions={
        <>
          <LinkButton to={`/products/football?lang=${lang}`} variant="secondary" size="sm">
            {t('billing.noPlan.football')}
          </LinkButton>
          <LinkButton to={`/products/basketball?lang=${lang}`} variant="secondary" size="sm">
            {t('billing.noPlan.basketball')}
          </LinkButton>
          <LinkButton to={`/products/esports?lang=${lang}`} variant="secondary" size="sm">
            {t('billing.noPlan.esports')}
          </LinkButton>
        </>
      }
    >
      <p>{t('billing.noPlan.body')}</p>
    </BillingNotice>
  );
}
