import { Panel } from '~/components/ui/panel';
import { useT } from '~/i18n';

const SAMPLE_URL = 'https://api.matchwire.io/v1/football/matches?status=live';

/** "How to call the API": a curl command with the key (the real one once revealed). */
export function CallSnippet({ apiKey, isMasked }: { apiKey: string; isMasked: boolean }) {
  const t = useT();
  const command = `curl "${SAMPLE_URL}" \\\n  -H "X-API-Key: ${apiKey}"`;
  return (
    <Panel id="call-snippet" title={t('console.snippet.title')} description={t('console.snippet.body')}>
      {/* It scrolls sideways on phones: focusable, so the keyboard can scroll it too. */}
      <pre className="snippet" tabIndex={0} role="region" aria-label={t('a11y.curlExample')}>
        <code>{command}</code>
      </pre>
      {isMasked ? <p className="snippet__note">{t('console.snippet.masked')}</p> : null}
    </Panel>
  );
}
