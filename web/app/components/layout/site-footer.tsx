import { Link } from 'react-router';
import { Icon, type TIconName } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useRootData } from '~/root-data';
import { Brand } from './brand';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from './contact';
import { useShellParts } from './shell-parts';
import './site-footer.css';

type TFooterLink = { labelKey: TMessageKey; to: string; external?: boolean };

const SOCIAL_LINKS: ReadonlyArray<{ label: string; href: string; icon: TIconName }> = [
  { label: 'GitHub', href: 'https://github.com/matchwire', icon: 'github' },
  { label: 'X', href: 'https://x.com/matchwire', icon: 'x' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/matchwire', icon: 'linkedin' },
  { label: 'YouTube', href: 'https://www.youtube.com/@matchwire', icon: 'youtube' },
];

export function SiteFooter() {
  const { lang, t } = useI18n();
  const root = useRootData();
  const { FooterArticles, reportLinkClick } = useShellParts();
  const year = root?.year;
  const partners = root?.nav.partnerLinks ?? [];

  const columns: ReadonlyArray<{ titleKey: TMessageKey; links: TFooterLink[] }> = [
    {
      titleKey: 'footer.products',
      links: [
        { labelKey: 'footer.footballApi', to: '/products/football' },
        { labelKey: 'footer.basketballApi', to: '/products/basketball' },
        { labelKey: 'footer.esportsApi', to: '/products/esports' },
      ],
    },
    {
      titleKey: 'footer.gettingStarted',
      links: [
        { labelKey: 'footer.docs', to: '/docs' },
        { labelKey: 'footer.faq', to: '/faq' },
        { labelKey: 'footer.widgets', to: '/bola' },
        { labelKey: 'footer.freeTrial', to: `/auth/register?lang=${lang}` },
      ],
    },
    {
      titleKey: 'footer.about',
      links: [
        { labelKey: 'footer.aboutUs', to: '/home/about' },
        { labelKey: 'footer.privacy', to: '/home/privacy' },
        { labelKey: 'footer.terms', to: '/home/terms' },
        { labelKey: 'footer.sitemap', to: '/home/sitemap' },
      ],
    },
    {
      titleKey: 'footer.help',
      links: [
        { labelKey: 'footer.support', to: `mailto:${SUPPORT_EMAIL}`, external: true },
        { labelKey: 'footer.contact', to: `mailto:${CONTACT_EMAIL}`, external: true },
      ],
    },
  ];

  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__intro">
          <Brand tone="light" />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <ul className="site-footer__social" aria-label={t('a11y.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="site-footer__social-link" rel="noopener" target="_blank">
                  <Icon name={link.icon} size={18} title={link.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__columns" aria-label={t('a11y.footerNav')}>
          {columns.map((column) => (
            <div key={column.titleKey} className="site-footer__column">
              <h2 className="site-footer__heading">{t(column.titleKey)}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.labelKey}>
                    {link.external ? (
                      <a href={link.to} className="site-footer__link">
                        {t(link.labelKey)}
                      </a>
                    ) : (
                      <Link to={link.to} className="site-footer__link">
                        {t(link.labelKey)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <FooterArticles />
        </nav>
      </div>
      {partners.length > 0 ? (
        <div className="container site-footer__partners">
          <h2 className="site-footer__partners-title">{t('footer.partners')}</h2>
          <ul className="site-footer__partners-list">
            {partners.map((partner) => (
              <li key={partner.linkId}>
                <a
                  href={partner.url}
                  className="site-footer__link"
                  target="_blank"
                  rel="noopener"
                  onClick={() => reportLinkClick(partner.linkId)}
                  onAuxClick={() => reportLinkClick(partner.linkId)}
                >
                  {partner.webName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="container site-footer__bottom">
        <p>{year ? t('footer.copyright', { year }) : null}</p>
      </div>
    </footer>
  );
}
