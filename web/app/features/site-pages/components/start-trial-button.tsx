import { LinkButton } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useI18n } from '~/i18n';
import { useTrialPath } from '~/lib/session/use-trial-path';

/** The large Start Free Trial button of the landing pages. */
export function StartTrialButton({ hasArrow = false }: { hasArrow?: boolean }) {
  const { t } = useI18n();
  const trialPath = useTrialPath();
  return (
    <LinkButton to={trialPath} size="lg">
      {t('nav.startTrial')}
      {hasArrow ? <Icon name="arrowRight" size={18} /> : null}
    </LinkButton>
  );
}
