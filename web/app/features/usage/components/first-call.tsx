import { Button, LinkButton } from '~/components/ui/button';
import { CodeSnippet } from '~/components/ui/code-snippet';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';
import { useRootData } from '~/root-data';
import { firstCallCommand } from '../usage-format';

/** The docs' overview of the API: every interface, the key and the envelope. */
const API_OVERVIEW_DOCUMENT = '20';

/**
 * No call in the range yet: how to make the first one. The key itself is not shown here; the
 * command names where to paste it and the API key page holds it.
 */
export function FirstCall() {
  const { t, lang } = useI18n();
  const origin = useRootData()?.origin ?? '';
  const command = firstCallCommand(origin);
  const { isCopied, copy } = useCopiedFeedback();
  return (
    <Panel id="usage-first-call" title={t('usage.first.title')} description={t('usage.first.body')}>
      <ol className="first-call" data-testid="usage-first-call">
        <li>
          <p>{t('usage.first.step1')}</p>
          <LinkButton to={`/user/accountSettings?lang=${lang}`} variant="secondary" size="sm">
            <Icon name="key" size={16} />
            {t('usage.first.keyLink')}
          </LinkButton>
        </li>
        <li>
          <p>{t('usage.first.step2')}</p>
          <div className="first-call__command cluster">
            <CodeSnippet code={command} label={t('usage.first.commandLabel')} />
            <Button variant="secondary" size="sm" onClick={() => copy(command, t('usage.first.copied'))}>
              <Icon name={isCopied ? 'check' : 'copy'} size={16} />
              {isCopied ? t('a11y.copied') : t('usage.first.copy')}
            </Button>
          </div>
        </li>
        <li>
          <p>{t('usage.first.step3')}</p>
          <LinkButton to={`/docs?id=${API_OVERVIEW_DOCUMENT}&lang=${lang}`} variant="ghost" size="sm">
            <Icon name="code" size={16} />
            {t('usage.first.docsLink')}
          </LinkButton>
        </li>
      </ol>
    </Panel>
  );
}
