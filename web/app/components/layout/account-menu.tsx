import { Dropdown } from '~/components/ui/dropdown';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { useLogOut } from '~/lib/session/use-log-out';
import { CONSOLE_LINKS } from './console-links';
import { LinkItems } from './link-items';
import { useShellParts } from './shell-parts';

export function AccountMenu({ id, email }: { id: string; email: string }) {
  const t = useT();
  const logOut = useLogOut();
  const { UnreadBadge } = useShellParts();
  return (
    <Dropdown
      id={id}
      align="end"
      label={
        <>
          <Icon name="user" size={18} />
          <span className="account-trigger__email">{email}</span>
          <UnreadBadge variant="dot" />
        </>
      }
    >
      <ul className="menu-list">
        <LinkItems links={CONSOLE_LINKS} className="menu-item" />
        <li className="menu-footer">
          <button type="button" className="menu-item" onClick={() => void logOut()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}
