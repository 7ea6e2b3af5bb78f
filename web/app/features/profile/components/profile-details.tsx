import { Link } from 'react-router';
import { LoadFailed } from '~/components/feedback/load-failed';
import { LinkButton } from '~/components/ui/button';
import { Fact } from '~/components/ui/fact';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { formatDate } from '~/lib/language/format-date';
import { userInfoQuery } from '../api/get-user-info';
import { NameEditor } from './name-editor';
import './profile.css';

export function ProfileDetails({ validateName }: { validateName: (value: string) => TMessageKey | null }) {
  const { t, lang } = useI18n();
  const info = userInfoQuery.use();

  if (info.isError) {
    return <LoadFailed error={info.error} retry={() => void info.refetch()} retryVariant="ghost" />;
  }
  const user = info.data;
  const loading = <span className="skeleton" style={{ width: '12rem' }} />;
  const passwordChanged = user ? formatDate(user.lastModifyPasswordDate, lang) : '';
  return (
    <>
      <Panel id="profile-account" title={t('console.profile.account')}>
        <dl className="detail-list">
          <Fact label={t('console.profile.name')} className="detail-list__row">
            {user ? <NameEditor name={user.name ?? ''} validate={validateName} /> : loading}
          </Fact>
          <Fact label={t('console.profile.registered')} className="detail-list__row">
            {user ? formatDate(user.registerDate, lang) : loading}
          </Fact>
        </dl>
      </Panel>
      <Panel id="profile-security" title={t('console.profile.security')}>
        <dl className="detail-list">
          <Fact label={t('console.profile.email')} className="detail-list__row">
            {user ? <span data-testid="profile-email">{user.email}</span> : loading}
            <LinkButton to="/auth/emailChange" variant="ghost" size="sm">
              {t('console.profile.changeEmail')}
            </LinkButton>
          </Fact>
          <Fact label={t('console.profile.passwordChanged')} className="detail-list__row">
            {user
              ? passwordChanged || <span className="detail-list__muted">{t('console.profile.never')}</span>
              : loading}
            <Link
              className="btn btn--ghost btn--sm"
              to={`/setting/resendPasswordEmail?lang=${lang}${user ? `&email=${encodeURIComponent(user.email)}` : ''}`}
            >
              {t('console.profile.resetPassword')}
            </Link>
          </Fact>
        </dl>
      </Panel>
    </>
  );
}
