import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { CodeSnippet } from '~/components/ui/code-snippet';
import { Panel } from '~/components/ui/panel';
import { CopySecretButton } from '~/components/ui/secret-box';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useRootData } from '~/root-data';
import { embedSnippetsOf } from '../embed-snippets';

type TSnippetTexts = { title: TMessageKey; label: TMessageKey; name: TMessageKey };

const SNIPPETS: Record<'script' | 'iframe', TSnippetTexts> = {
  script: { title: 'animation.embed.script', label: 'animation.embed.scriptLabel', name: 'animation.embed.scriptName' },
  iframe: { title: 'animation.embed.iframe', label: 'animation.embed.iframeLabel', name: 'animation.embed.iframeName' },
};

/** The two embed forms with the customer's key and this site's public origin, each with its copy button. */
export function EmbedPanel({ animType, accessKey }: { animType: TAnimType; accessKey: string }) {
  const { t, lang } = useI18n();
  const origin = useRootData()?.origin ?? '';
  const codes = embedSnippetsOf({ origin, accessKey, animType, lang, title: t('animation.embed.iframeTitle') });
  return (
    <Panel id="anim-embed" title={t('animation.embed.title')} description={t('animation.embed.description')}>
      {(['script', 'iframe'] as const).map((form) => (
        <div key={form} className="embed-form" data-testid={`embed-${form}`}>
          <div className="spread embed-form__header">
            <h3 className="embed-form__title">{t(SNIPPETS[form].title)}</h3>
            <CopySecretButton
              getText={() => Promise.resolve(codes[form])}
              texts={{
                copy: t('animation.key.copy'),
                copied: t('animation.embed.copied'),
                name: t(SNIPPETS[form].name),
                announcement: t('animation.embed.copiedAnnouncement'),
                failed: t('animation.embed.copyFailed'),
              }}
            />
          </div>
          <CodeSnippet code={codes[form]} label={t(SNIPPETS[form].label)} />
        </div>
      ))}
    </Panel>
  );
}
