import { Link, NavLink } from 'react-router';
import { useT } from '~/i18n';
import { PROMOTION_PRICE } from './promotion';
import { useShellParts } from './shell-parts';
import type { TSiteLink } from './site-links';

type TItemProps = {
  className?: string;
  /** Marks the link of the current page (NavLink's `active` class and aria-current), as the header's bar does. */
  isNav?: boolean;
};

/** One list item per link, for the lists of the header, the drawer, the menus, the footer and the sitemap. */
export function LinkItems({ links, className, isNav = false }: TItemProps & { links: ReadonlyArray<TSiteLink> }) {
  const t = useT();
  const { UnreadBadge } = useShellParts();
  const ItemLink = isNav ? NavLink : Link;
  return links.map((link) => (
    <li key={link.to}>
      {link.isExternal ? (
        <a href={link.to} className={className}>
          {t(link.labelKey)}
        </a>
      ) : (
        <ItemLink to={link.to} className={className}>
          {t(link.labelKey)}
          {link.hasUnreadBadge ? <UnreadBadge /> : null}
        </ItemLink>
      )}
    </li>
  ));
}

/** The main navigation's promotion tab with its price, in the header's bar and the drawer. */
export function PromotionItem({ className, isNav = false }: TItemProps) {
  const t = useT();
  const ItemLink = isNav ? NavLink : Link;
  return (
    <li>
      <ItemLink to="/promotion" className={className}>
        {t('nav.promotion')}
        <span className="pill promo-pill">{PROMOTION_PRICE}</span>
      </ItemLink>
    </li>
  );
}
