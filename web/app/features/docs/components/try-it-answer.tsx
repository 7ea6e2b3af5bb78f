import { resultKeyOf } from '@matchwire/kit/errors/result-codes';
import { useI18n } from '~/i18n';
import { STREAM_LISTEN_MS, type TDataApiAnswer } from '../api/call-data-api';
import { CodeBlock, prettyJson } from './code-block';
import type { TSendState } from './try-it-panel';

/**
 * The live answer: status and time (announced), the failure's result code and text, the headers
 * that matter (RateLimit-*, Retry-After, content type) and the body, pretty-printed.
 */
export function TryItAnswer({ state }: { state: TSendState }) {
  const t = useI18n().t;
  return (
    <div className="try-it__answer">
      {/* Always present, so a screen reader hears each new outcome. */}
      <p className="try-it__status" role="status" data-testid="try-it-status">
        {state.kind === 'sending' ? t('docs.tryIt.sending') : null}
        {state.kind === 'answered'
          ? t('docs.tryIt.status', { status: statusText(state.answer), ms: String(state.answer.durationMs) })
          : null}
      </p>
      {state.kind === 'failed' ? (
        <p className="try-it__error" role="alert">
          {t('docs.tryIt.failed')}
        </p>
      ) : null}
      {state.kind === 'answered' ? <AnswerDetails answer={state.answer} /> : null}
    </div>
  );
}

function statusText(answer: TDataApiAnswer): string {
  return answer.statusText ? `${answer.status} ${answer.statusText}` : String(answer.status);
}

function AnswerDetails({ answer }: { answer: TDataApiAnswer }) {
  const t = useI18n().t;
  const refusal = refusalOf(answer.json);
  const explained = refusal ? resultKeyOf(refusal.code) : undefined;
  return (
    <>
      {refusal ? (
        <div className="try-it__error" role="alert">
          <p className="try-it__error-title">
            {t('docs.tryIt.resultCode', { code: String(refusal.code), info: refusal.info })}
          </p>
          {explained ? <p>{t(`result.${explained}`)}</p> : null}
        </div>
      ) : null}
      {answer.isStream ? (
        <p className="try-it__muted">{t('docs.tryIt.streamNote', { seconds: String(STREAM_LISTEN_MS / 1000) })}</p>
      ) : null}
      {answer.headers.length > 0 ? (
        <div className="try-it__headers">
          <h3 className="caps-label">{t('docs.tryIt.headers')}</h3>
          <dl data-testid="try-it-headers">
            {answer.headers.map(([name, value]) => (
              <div key={name} className="try-it__header">
                <dt>{headerName(name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <CodeBlock
        title={t('docs.tryIt.response')}
        language={answer.json === undefined ? 'text' : 'json'}
        code={answer.json === undefined ? answer.text : prettyJson(answer.text)}
        maxHeight={420}
      />
    </>
  );
}

/** `ratelimit-remaining` → `RateLimit-Remaining`, as the reference writes it. */
function headerName(name: string): string {
  return name
    .replace(/(^|-)ratelimit/, '$1RateLimit')
    .replace(/(^|-)([a-z])/g, (_whole, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** A failure's envelope: a result code other than 0 and its text. */
function refusalOf(json: unknown): { code: number; info: string } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { resultCode, resultInfo } = json as { resultCode?: unknown; resultInfo?: unknown };
  if (typeof resultCode !== 'number' || resultCode === 0) return null;
  return { code: resultCode, info: typeof resultInfo === 'string' ? resultInfo : '' };
}
