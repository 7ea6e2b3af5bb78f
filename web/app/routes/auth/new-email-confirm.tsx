import { useSearchParams } from 'react-router';
import type { Route } from './+types/new-email-confirm';
import { RichText } from '~/components/ui/rich-text';
import { AuthCard } from '~/features/auth/components/auth-card';
import { AuthFooter } from '~/features/auth/components/auth-footer';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.newEmailConfirm.title');

/** Login required: "check the new inbox" after asking for an e-mail change. */
export default function NewEmailConfirmPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  return (
    <AuthCard
      icon="mail"
      title={t('auth.newEmailConfirm.title')}
      subtitle={
        <p>
          {email ? (
            <RichText text={t('auth.newEmailConfirm.body')} values={{ email: <strong>{email}</strong> }} />
          ) : (
            t('auth.newEmailConfirm.bodyNoEmail')
          )}
        </p>
      }
      footer={<AuthFooter to="/user/profile" label={t('auth.emailChange.back')} />}
    >
      <p className="auth-resend">{t('auth.confirm.spam')}</p>
    </AuthCard>
  );
}
