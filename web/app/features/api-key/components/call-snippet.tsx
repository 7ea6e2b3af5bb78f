import { CodeSnippet } from '~/components/ui/code-snippet';
import { Panel } from '~/components/ui/panel';
import { useT } from '~/i18n';

const SAMPLE_URL = 'https://api.matchwire.io/v1/football/matches?status=live';

/** "How to call the API": a curl command with the key (the real one once revealed). */
export function CallSnippet({ apiKey, isMasked }: { apiKey: string; isMasked: boolean }) {
  const t = useT();
  const command = `curl "${SAMPLE_URL}" \\\n  -H "X-API-Key: ${apiKey}"`;
  return (
    <Panel id="call-snippet" title={t('console.snippet.title')} description={t('console.snippet.body')}>
      <CodeSnippet code={command} label={t('a11y.curlExample')} />
      {isMasked ? <p className="snippet__note">{t('console.snippet.masked')}</p> : null}
    </Panel>
  );
}
