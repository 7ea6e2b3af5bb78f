import { useEffect, useState } from 'react';
import type { Route } from './+types/activate';
import { LinkButton } from '~/components/ui/button';
import { useActivateMutation } from '~/features/auth/api/activate';
import { AuthCard } from '~/features/auth/components/auth-card';
import { BackToLogin, InvalidLinkCard } from '~/features/auth/components/auth-footer';
import { MailedLinkPage } from '~/features/auth/components/link-token-status';
import { ResendActivationForm } from '~/features/auth/components/resend-activation-form';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';
import { takeSignupRedirect } from '~/lib/session/signup-redirect';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.activate.title');

/**
 * /auth/activate?token=: the link from the activation e-mail; success logs the user in, and leads
 * back to the page they registered from (a plan's checkout) when this browser remembers one.
 */
export default function ActivatePage() {
  const { t } = useI18n();
  const activation = useActivateMutation();
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (!activation.isSuccess) return;
    const remembered = takeSignupRedirect();
    if (remembered) setNext(remembered);
  }, [activation.isSuccess]);

  return (
    <MailedLinkPage
      mutation={activation}
      progress={{ title: t('auth.activate.title'), icon: 'key', loadingLabel: t('auth.activate.loading') }}
      invalid={
        <InvalidLinkCard body={t('auth.activate.invalidBody')} footer={<BackToLogin />}>
          <ResendActivationForm />
        </InvalidLinkCard>
      }
      success={() => (
        <AuthCard
          icon="check"
          title={t('auth.activate.successTitle')}
          subtitle={<p>{t('auth.activate.successBody')}</p>}
        >
          {next ? (
            <LinkButton to={next} size="lg" block>
              {t('auth.activate.continue')}
            </LinkButton>
          ) : null}
          <LinkButton to="/user/accountSettings" size="lg" variant={next ? 'ghost' : 'primary'} block>
            {t('auth.activate.toApiKey')}
          </LinkButton>
        </AuthCard>
      )}
    />
  );
}
