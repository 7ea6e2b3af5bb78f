import { AnchorButton } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { CONTACT_EMAIL } from './contact';
import './bands.css';

/** The extra band of the "extended basic" layout, just above the footer. */
export function ContactSalesBand() {
  const t = useT();
  return (
    <aside className="contact-band" aria-labelledby="contact-sales-title">
      <Container className="contact-band__inner">
        <div className="contact-band__icon">
          <Icon name="support" size={26} />
        </div>
        <div className="contact-band__copy">
          <h2 id="contact-sales-title" className="contact-band__title">
            {t('contactSales.title')}
          </h2>
          <p className="contact-band__body">{t('contactSales.body')}</p>
        </div>
        <AnchorButton href={`mailto:${CONTACT_EMAIL}`} variant="secondary" className="contact-band__cta">
          <Icon name="mail" size={18} />
          {t('contactSales.cta')}
        </AnchorButton>
      </Container>
    </aside>
  );
}
