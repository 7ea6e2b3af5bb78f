import type { Route } from './+types/new-email-verify';
import { LinkButton } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import { useNewEmailVerifyMutation } from '~/features/auth/api/new-email-verify';
import { AuthCard } from '~/features/auth/components/auth-card';
import { InvalidLinkCard } from '~/features/auth/components/auth-footer';
import { MailedLinkPage } from '~/features/auth/components/link-token-status';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.newEmailVerify.title');

/** /auth/newEmailVerify?token=: the link from the e-mail-change message. */
export default function NewEmailVerifyPage() {
  const { t } = useI18n();
  return (
    <MailedLinkPage
      mutation={useNewEmailVerifyMutation()}
      progress={{ title: t('auth.newEmailVerify.title'), icon: 'mail', loadingLabel: t('auth.newEmailVerify.loading') }}
      invalid={
        <InvalidLinkCard body={t('auth.newEmailVerify.invalidBody')}>
          <LinkButton to="/auth/emailChange" size="lg" block>
            {t('auth.newEmailVerify.again')}
          </LinkButton>
        </InvalidLinkCard>
      }
      success={({ email }) => (
        <AuthCard
          icon="check"
          title={t('auth.newEmailVerify.successTitle')}
          subtitle={
            <p>
              <RichText text={t('auth.newEmailVerify.successBody')} values={{ email: <strong>{email}</strong> }} />
            </p>
          }
        >
          <LinkButton to="/user/profile" size="lg" block>
            {t('auth.newEmailVerify.toProfile')}
          </LinkButton>
        </AuthCard>
      )}
    />
  );
}
