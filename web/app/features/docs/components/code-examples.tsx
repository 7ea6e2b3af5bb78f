import { useState } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { Tabs } from '~/components/ui/tabs';
import { useI18n } from '~/i18n';
import { useRootData } from '~/root-data';
import { useRevealedApiKey } from '../api/reveal-api-key';
import { API_KEY_PLACEHOLDER, buildSample, sampleLanguages, type TSampleLanguage } from '../code-samples';
import type { TTryIt } from '../hooks/use-try-it';
import { CodeBlock } from './code-block';

/** Language names are the languages' own; they are not translated. */
const LANGUAGE_NAMES: Record<TSampleLanguage, string> = { curl: 'curl', javascript: 'JavaScript', python: 'Python' };

/**
 * The call as curl, JavaScript (fetch) and Python (requests): the try-it panel's parameters and the
 * customer's key once they showed it (else YOUR_API_KEY), in the site's tabs.
 */
export function CodeExamples({ tryIt }: { tryIt: TTryIt }) {
  const { t } = useI18n();
  const isSignedIn = Boolean(useRootData()?.user);
  const key = useRevealedApiKey().key;
  const [selected, setSelected] = useState<TSampleLanguage>('curl');
  const call = tryIt.callWith(key ?? API_KEY_PLACEHOLDER);

  return (
    <div className="code-examples" data-testid="code-examples">
      <Tabs
        label={t('docs.examples.languages')}
        tabs={sampleLanguages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        selected={selected}
        onSelect={setSelected}
      >
        <CodeBlock title={LANGUAGE_NAMES[selected]} language={selected} code={buildSample(selected, call)} />
      </Tabs>
      <p className="code-examples__note meta-text">
        {key ? (
          t('docs.examples.keyFilled')
        ) : (
          <RichText
            text={isSignedIn ? t('docs.examples.showKey') : t('docs.examples.signIn')}
            values={{ placeholder: <code>{API_KEY_PLACEHOLDER}</code> }}
          />
        )}
      </p>
    </div>
  );
}
