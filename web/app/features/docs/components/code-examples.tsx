import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { RichText } from '~/components/ui/rich-text';
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
 * customer's key once they showed it (else YOUR_API_KEY). Tabs as an ARIA tablist: arrow keys,
 * Home and End move between them (and select), Tab moves on into the code.
 */
export function CodeExamples({ tryIt }: { tryIt: TTryIt }) {
  const { t } = useI18n();
  const isSignedIn = Boolean(useRootData()?.user);
  const key = useRevealedApiKey().key;
  const [selected, setSelected] = useState<TSampleLanguage>('curl');
  const tabs = useRef<Partial<Record<TSampleLanguage, HTMLButtonElement | null>>>({});
  const id = useId();
  const call = tryIt.callWith(key ?? API_KEY_PLACEHOLDER);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = sampleLanguages.indexOf(selected);
    const next = {
      ArrowRight: sampleLanguages[(index + 1) % sampleLanguages.length],
      ArrowLeft: sampleLanguages[(index - 1 + sampleLanguages.length) % sampleLanguages.length],
      Home: sampleLanguages[0],
      End: sampleLanguages[sampleLanguages.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="code-examples" data-testid="code-examples">
      <div
        className="code-examples__tabs"
        role="tablist"
        aria-label={t('docs.examples.languages')}
        onKeyDown={onKeyDown}
      >
        {sampleLanguages.map((language) => (
          <button
            key={language}
            ref={(element) => {
              tabs.current[language] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-selected={language === selected}
            aria-controls={`${id}-panel`}
            tabIndex={language === selected ? 0 : -1}
            className="code-examples__tab"
            onClick={() => setSelected(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        <CodeBlock title={LANGUAGE_NAMES[selected]} language={selected} code={buildSample(selected, call)} />
      </div>
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
