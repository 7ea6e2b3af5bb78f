import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { useI18n } from '~/i18n';
import { useStaffSignOut } from '../api/staff-session';
import type { TSignedInStaff } from '../staff';
import './admin.css';

/** The back office's own frame (no customer console chrome): who is signed in, the sections they may open, sign-out. */
export function AdminShell({ staff, children }: { staff: TSignedInStaff; children: ReactNode }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const signOut = useStaffSignOut();
  const onSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate(`/admin/login?lang=${lang}`, { replace: true }) });

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <header className="admin-shell__header cluster">
        <span className="admin-shell__brand">{t('admin.brand')}</span>
        <nav className="admin-shell__nav" aria-label={t('admin.nav.label')}>
          <NavLink to={`/admin?lang=${lang}`} end>
            {t('admin.nav.home')}
          </NavLink>
          <NavLink to={`/admin/tickets?lang=${lang}`}>{t('admin.nav.tickets')}</NavLink>
        </nav>
        <div className="admin-shell__who">
          <span>{t('admin.signedInAs', { name: staff.name })}</span>
          <Button variant="secondary" size="sm" isBusy={signOut.isPending} onClick={onSignOut}>
            {t('admin.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="admin-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
