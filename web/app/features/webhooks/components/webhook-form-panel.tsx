import { useRef, useState } from 'react';
import { LoadFailed } from '~/components/feedback/load-failed';
import { Button } from '~/components/ui/button';
import '~/components/ui/layout-primitives.css';
import { Panel } from '~/components/ui/panel';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { useFieldCheck } from '~/lib/forms/use-field-check';
import { errorText } from '~/lib/language/error-text';
import { showToast } from '~/lib/ui-state/toast-store';
import { webhookConfigQuery, type TWebhookEndpoint } from '../api/get-webhook-config';
import { useSaveWebhookConfigMutation } from '../api/save-webhook-config';
import { urlProblem, WEBHOOK_SPORTS, type TWebhookSport } from '../webhook-form';

const SPORT_KEYS: Record<TWebhookSport, TMessageKey> = {
  1: 'sportTitle.football',
  2: 'sportTitle.basketball',
  3: 'sportTitle.esports',
};
const URL_PROBLEM_KEYS = {
  required: 'validation.required',
  tooLong: 'webhooks.form.urlTooLong',
  invalid: 'webhooks.form.urlInvalid',
} as const satisfies Record<string, TMessageKey>;

/** The endpoint form: URL, sports, switch; a first save hands the signing secret to `onSecret`. */
export function WebhookFormPanel({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useI18n();
  const config = webhookConfigQuery.use();
  return (
    <Panel id="webhook-endpoint" title={t('webhooks.form.title')} description={t('webhooks.form.description')}>
      {config.isError ? (
        <LoadFailed error={config.error} />
      ) : config.data ? (
        <WebhookForm saved={config.data.endpoint} onSecret={onSecret} />
      ) : (
        <span className="skeleton" style={{ width: '100%', height: '8rem' }} />
      )}
    </Panel>
  );
}

function WebhookForm({ saved, onSecret }: { saved: TWebhookEndpoint | null; onSecret: (secret: string) => void }) {
  const { t } = useI18n();
  const save = useSaveWebhookConfigMutation();
  const [url, setUrl] = useState(saved?.url ?? '');
  const [sports, setSports] = useState<number[]>(saved?.sports ?? [1]);
  const [isEnabled, setEnabled] = useState(saved?.isEnabled ?? true);
  const urlField = useFieldCheck((value) => {
    const problem = urlProblem(value);
    return problem ? URL_PROBLEM_KEYS[problem] : null;
  });
  const [sportsError, setSportsError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const firstSportRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const isUrlOk = urlField.check(url);
    setSportsError(sports.length === 0 ? t('webhooks.form.sportsRequired') : null);
    // A submit's first error takes the focus to its field (the error is already shown if a blur found it).
    if (!isUrlOk) urlRef.current?.focus();
    else if (sports.length === 0) firstSportRef.current?.focus();
    if (!isUrlOk || sports.length === 0) return;
    save.mutate(
      { url: url.trim(), sports, isEnabled },
      {
        onSuccess: (result) => {
          if (result.secret) onSecret(result.secret);
          showToast(t('webhooks.form.saved'), 'success');
        },
        onError: (failure) => {
          urlField.setError(errorText(failure, t));
          urlRef.current?.focus();
        },
      },
    );
  };

  const toggleSport = (sport: number, isChecked: boolean) => {
    const next = isChecked ? [...new Set([...sports, sport])].sort() : sports.filter((item) => item !== sport);
    setSports(next);
    if (sportsError && next.length > 0) setSportsError(null);
  };

  return (
    <form className="webhook-form" noValidate onSubmit={onSubmit} data-testid="webhook-form">
      <TextField
        ref={urlRef}
        label={t('webhooks.form.url')}
        type="url"
        inputMode="url"
        value={url}
        onValueChange={(value) => {
          setUrl(value);
          if (urlField.error) urlField.check(value);
        }}
        onBlur={() => {
          if (url) urlField.check(url);
        }}
        aria-required
        error={urlField.error}
        hint={t('webhooks.form.urlHint')}
        placeholder={t('webhooks.form.urlPlaceholder')}
        autoComplete="url"
        spellCheck={false}
        maxLength={600}
      />
      <fieldset
        className="webhook-form__sports"
        aria-describedby={sportsError ? 'webhook-sports-error' : 'webhook-sports-hint'}
        aria-invalid={sportsError ? true : undefined}
      >
        <legend className="field__label">{t('webhooks.form.sports')}</legend>
        <div className="webhook-form__choices cluster">
          {WEBHOOK_SPORTS.map((sport, index) => (
            <label key={sport} className="webhook-choice">
              <input
                ref={index === 0 ? firstSportRef : undefined}
                type="checkbox"
                name="sports"
                value={sport}
                checked={sports.includes(sport)}
                onChange={(event) => toggleSport(sport, event.target.checked)}
              />
              <span>{t(SPORT_KEYS[sport])}</span>
            </label>
          ))}
        </div>
        {sportsError ? (
          <p id="webhook-sports-error" className="field__error">
            {sportsError}
          </p>
        ) : (
          <p id="webhook-sports-hint" className="field__hint">
            {t('webhooks.form.sportsHint')}
          </p>
        )}
      </fieldset>
      <div className="webhook-form__switch">
        <label className="webhook-choice">
          <input
            type="checkbox"
            role="switch"
            name="isEnabled"
            checked={isEnabled}
            aria-describedby="webhook-enabled-hint"
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <span>{t('webhooks.form.enabled')}</span>
        </label>
        <p id="webhook-enabled-hint" className="field__hint">
          {t('webhooks.form.enabledHint')}
        </p>
      </div>
      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined} aria-busy={save.isPending || undefined}>
          {t('webhooks.form.save')}
        </Button>
      </div>
    </form>
  );
}
