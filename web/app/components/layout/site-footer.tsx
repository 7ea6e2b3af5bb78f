import { Icon, type TIconName } from '~/components/ui/icon';
import '~/components/ui/icon-button.css';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useRootData } from '~/root-data';
import { Brand } from './brand';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from './contact';
import { COMPANY_LINKS, HELP_CENTRE_LINKS, PRODUCT_API_LINKS } from './footer-links';
import { LinkItems } from './link-items';
import { useShellParts } from './shell-parts';
import type { TSiteLink } from './site-links';
import './site-footer.css';

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

  const columns: ReadonlyArray<{ titleKey: TMessageKey; links: ReadonlyArray<TSiteLink> }> = [
    { titleKey: 'footer.products', links: PRODUCT_API_LINKS },
    {
      titleKey: 'footer.gettingStarted',
      links: [
        ...HELP_CENTRE_LINKS,
        { labelKey: 'footer.widgets', to: '/bola' },
        { labelKey: 'footer.freeTrial', to: `/auth/register?lang=${lang}` },
      ],
    },
    { titleKey: 'footer.about', links: [...COMPANY_LINKS, { labelKey: 'footer.sitemap', to: '/home/sitemap' }] },
    {
      titleKey: 'footer.help',
      links: [
        { labelKey: 'footer.support', to: `mailto:${SUPPORT_EMAIL}`, isExternal: true },
        { labelKey: 'footer.contact', to: `mailto:${CONTACT_EMAIL}`, isExternal: true },
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
                <a href={link.href} className="site-footer__social-link round-icon" rel="noopener" target="_blank">
                  <Icon name={link.icon} size={18} title={link.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__columns" aria-label={t('a11y.footerNav')}>
          {columns.map((column) => (
            <div key={column.titleKey} className="site-footer__column">
              <h2 className="site-footer__heading caps-label">{t(column.titleKey)}</h2>
              <ul className="site-footer__links">
                <LinkItems links={column.links} className="site-footer__link" />
              </ul>
            </div>
          ))}
          <FooterArticles />
        </nav>
      </div>
      {partners.length > 0 ? (
        <div className="container site-footer__partners">
          <h2 className="site-footer__partners-title caps-label">{t('footer.partners')}</h2>
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
