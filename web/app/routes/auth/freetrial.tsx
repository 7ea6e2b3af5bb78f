import type { Route } from './+types/freetrial';
import { LinkButton } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { AuthCard } from '~/features/auth/components/auth-card';
import { FREE_TRIAL_DAILY_CALLS, FREE_TRIAL_DAYS, FREE_TRIAL_DELAY_MINUTES } from '~/features/marketing/constants';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.freetrial.title');

/** Login required: what the free trial gives (SPEC 9: 15 days, 200 calls per day per sport, all leagues, 2-minute delay). */
export default function FreeTrialPage() {
  const { t } = useI18n();
  const points = [
    t('auth.freetrial.days', { days: FREE_TRIAL_DAYS }),
    t('auth.freetrial.calls', { calls: FREE_TRIAL_DAILY_CALLS }),
    t('auth.freetrial.leagues'),
    t('auth.freetrial.delay', { minutes: FREE_TRIAL_DELAY_MINUTES }),
    t('auth.freetrial.card'),
  ];
  return (
    <AuthCard icon="bolt" title={t('auth.freetrial.title')} subtitle={<p>{t('auth.freetrial.subtitle')}</p>}>
      <ul className="auth-checks">
        {points.map((point) => (
          <li key={point}>
            <Icon name="check" size={18} />
            {point}
          </li>
        ))}
      </ul>
      <LinkButton to="/user/accountSettings" size="lg" block>
        {t('auth.freetrial.cta')}
      </LinkButton>
    </AuthCard>
  );
}
