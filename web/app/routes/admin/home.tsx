import { Link } from 'react-router';
import type { Route } from './+types/home';
import { useStaff } from './layout';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.admin.home.title');

/** The back office's home: who is signed in, their role and what it lets them do. */
export default function AdminHome() {
  const { t, lang } = useI18n();
  const staff = useStaff();
  return (
    <section className="admin-home" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t('admin.home.title', { name: staff.name })}</h1>
      <p>{t(staff.isSuper ? 'admin.home.superRole' : 'admin.home.role', { role: staff.role })}</p>
      <p>
        <Link className="text-link" to={`/admin/tickets?lang=${lang}`}>
          {t('admin.home.tickets')}
        </Link>
      </p>
      <h2>{t('admin.home.permissions')}</h2>
      {staff.permissions.length > 0 ? (
        <ul className="admin-home__permissions">
          {staff.permissions.map((permission) => (
            <li key={permission}>{t(`admin.permission.${permission}`)}</li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.home.noPermissions')}</p>
      )}
    </section>
  );
}
