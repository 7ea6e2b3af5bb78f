import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { buildLoginPath } from '~/lib/session/login-path';
import { useTrialPath } from '~/lib/session/use-trial-path';
import { useRootData } from '~/root-data';
import { useLocation } from 'react-router';
import { callDataApi, type TDataApiAnswer } from '../api/call-data-api';
import { useMaskedApiKey } from '../api/get-api-key';
import type { TDocument } from '../api/get-document';
import { useRevealedApiKey } from '../api/reveal-api-key';
import { callUrl } from '../code-samples';
import { editableParams, type TTryIt } from '../hooks/use-try-it';
import { CodeBlock, prettyJson } from './code-block';
import { TryItAnswer } from './try-it-answer';

export const API_BASE_URL = 'https://api.matchwire.io';

/** A documented path (`/football/matches`) as a full URL; full URLs stay as they are. */
export function endpointUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${API_BASE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}

type TSendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'answered'; answer: TDataApiAnswer } | { kind: 'failed' };

/**
 * "Try it": the interface called live. A signed-in customer sends it with their own key (asked
 * for only when they show it or send) and sees the real answer, its status, headers and time;
 * a visitor is asked to log in or start a trial. Until an answer comes, the documented sample shows.
 */
export function TryItPanel({ document, tryIt }: { document: TDocument; tryIt: TTryIt }) {
  const { t } = useI18n();
  const isSignedIn = Boolean(useRootData()?.user);
  const revealed = useRevealedApiKey();
  const [state, setState] = useState<TSendState>({ kind: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const sample = prettyJson(document.sampleData);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const key = await revealed.fetchKey();
    if (!key) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'sending' });
    try {
      const answer = await callDataApi(callUrl(tryIt.callWith(key)), controller.signal);
      if (inFlight.current === controller) setState({ kind: 'answered', answer });
    } catch {
      if (inFlight.current === controller) setState({ kind: 'failed' });
    }
  };

  return (
    <section className="try-it" aria-labelledby="try-it-title">
      <h2 id="try-it-title" className="try-it__title">
        {t('docs.tryIt')}
      </h2>
      {isSignedIn ? <KeyRow revealed={revealed} /> : <SignInPrompt />}
      <form className="try-it__form" onSubmit={(event) => void send(event)} noValidate>
        <fieldset className="try-it__fields">
          <legend className="try-it__legend caps-label">{t('docs.tryIt.params')}</legend>
          {editableParams(document).length === 0 ? (
            <p className="try-it__muted">{t('docs.tryIt.noParams')}</p>
          ) : (
            editableParams(document).map((param) => (
              <ParamField
                key={param.name}
                param={param}
                value={tryIt.values[param.name] ?? ''}
                onChange={(value) => tryIt.setValue(param.name, value)}
              />
            ))
          )}
        </fieldset>
        {isSignedIn ? (
          // Busy, the button stays enabled (aria-disabled): a disabled button would drop the keyboard focus.
          <Button
            type="submit"
            variant="primary"
            size="sm"
            aria-disabled={state.kind === 'sending' || revealed.isPending || undefined}
            aria-busy={state.kind === 'sending' || undefined}
          >
            <Icon name="play" size={16} />
            {state.kind === 'sending' ? t('docs.tryIt.sending') : t('docs.tryIt.send')}
          </Button>
        ) : null}
      </form>
      <TryItAnswer state={state} />
      {state.kind !== 'answered' && sample ? (
        <CodeBlock
          title={t('docs.sample')}
          language="json"
          code={sample}
          maxHeight={420}
          className="code-block--response"
        />
      ) : null}
    </section>
  );
}

export type { TSendState };

function ParamField({
  param,
  value,
  onChange,
}: {
  param: TDocument['requestParams'][number];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useI18n().t;
  const id = useId();
  const hint = [param.type, param.required ? t('docs.tryIt.required') : null].filter(Boolean).join(' · ');
  const common = {
    id,
    name: param.name,
    className: 'try-it__input',
    'aria-describedby': `${id}-hint`,
    'aria-required': param.required || undefined,
  };
  return (
    <div className="try-it__field">
      <div className="try-it__label">
        <label htmlFor={id}>
          <code>{param.name}</code>
        </label>
        <span id={`${id}-hint`} className="try-it__hint">
          {hint}
        </span>
      </div>
      {param.type === 'boolean' ? (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">—</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={param.type === 'int' || param.type === 'number' ? 'numeric' : undefined}
          placeholder={param.name === 'date' ? 'YYYY-MM-DD' : undefined}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** The customer's key: masked until they show it; shown, it fills the examples in too. */
function KeyRow({ revealed }: { revealed: ReturnType<typeof useRevealedApiKey> }) {
  const { t, lang } = useI18n();
  const masked = useMaskedApiKey(true);
  if (masked.isError) {
    return (
      <div className="try-it__prompt">
        <p>{t('docs.tryIt.noKey')}</p>
        <LinkButton to={`/user/accountSettings?lang=${lang}`} variant="inverse" size="sm">
          {t('docs.tryIt.console')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="try-it__key cluster">
      <span className="try-it__key-label caps-label" id="try-it-key-label">
        {t('docs.tryIt.key')}
      </span>
      <code className="try-it__key-value" aria-labelledby="try-it-key-label" data-testid="try-it-key">
        {revealed.key ?? masked.data ?? '…'}
      </code>
      <Button
        variant="outline-inverse"
        size="sm"
        aria-disabled={revealed.isPending || undefined}
        aria-busy={revealed.isPending || undefined}
        disabled={!masked.data}
        onClick={() => {
          if (revealed.isPending) return;
          if (revealed.key) revealed.forget();
          else void revealed.fetchKey();
        }}
      >
        <Icon name={revealed.key ? 'eyeOff' : 'eye'} size={16} />
        {revealed.key ? t('docs.tryIt.hideKey') : t('docs.tryIt.showKey')}
      </Button>
    </div>
  );
}

/** Visitors: the live call needs a key, so an account (log in) or a trial (register). */
function SignInPrompt() {
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();
  const trialPath = useTrialPath();
  return (
    <div className="try-it__prompt" data-testid="try-it-sign-in">
      <p>{t('docs.tryIt.signInPrompt')}</p>
      <div className="try-it__actions cluster">
        <LinkButton to={buildLoginPath(lang, `${pathname}${search}`)} variant="inverse" size="sm">
          {t('docs.tryIt.logIn')}
        </LinkButton>
        <LinkButton to={trialPath} variant="outline-inverse" size="sm">
          {t('docs.tryIt.startTrial')}
        </LinkButton>
      </div>
    </div>
  );
}
