import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '~/components/ui/button';
import { RichText } from '~/components/ui/rich-text';
import { useI18n } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import { useRootData } from '~/root-data';
import type { TDocument } from '../api/get-document';
import { CodeBlock, prettyJson } from './code-block';

export const API_BASE_URL = 'https://api.matchwire.io';
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** A documented path (`/football/matches`) as a full URL; full URLs stay as they are. */
export function endpointUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${API_BASE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The curl command of a document: sample URL (or URL with the required parameters) and the key header. */
export function buildCurl(document: TDocument, apiKey: string): string {
  if (!document.url && !document.sampleUrl) return '';
  const isPost = document.method === 2;
  const required = document.requestParams.filter((param) => param.required);
  let url = endpointUrl(document.sampleUrl || document.url || '');
  const lines: string[] = [];
  if (!document.sampleUrl && !isPost && required.length > 0) {
    url += `?${required.map((param) => `${param.name}={${param.name}}`).join('&')}`;
  }
  lines.push(`curl${isPost ? ' -X POST' : ''} "${url}"`);
  lines.push(`  -H "X-API-Key: ${apiKey}"`);
  if (isPost) {
    const body =
      document.debugParams?.trim() ||
      JSON.stringify(Object.fromEntries(required.map((param) => [param.name, `{${param.name}}`])));
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${body.replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

/** A logged-in visitor sees their masked key in the command (never the key itself). */
function useMaskedApiKey(isLoggedIn: boolean) {
  return useQuery({
    queryKey: ['docs', 'masked-api-key'],
    queryFn: async () => (await apiClient.call('GET /api/user/apiKey', {}, { isQuiet: true })).apiKeyMasked,
    enabled: isLoggedIn,
    retry: false,
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
}

/**
 * "Try it": the request the document describes and its documented response. Live calls from the
 * page come with the data API; the note says so.
 */
export function TryItPanel({ document }: { document: TDocument }) {
  const { t, lang } = useI18n();
  const root = useRootData();
  const isLoggedIn = Boolean(root?.user);
  const maskedKey = useMaskedApiKey(isLoggedIn).data;
  const command = buildCurl(document, maskedKey ?? API_KEY_PLACEHOLDER);
  if (!command) return null;
  const sample = prettyJson(document.sampleData);
  return (
    <section className="try-it" aria-labelledby="try-it-title">
      <h2 id="try-it-title" className="try-it__title">
        {t('docs.tryIt')}
      </h2>
      <CodeBlock title={t('docs.tryIt.request')} language="curl" code={command} />
      {sample ? (
        <CodeBlock
          title={t('docs.tryIt.response')}
          language="json"
          code={sample}
          maxHeight={420}
          className="code-block--response"
        />
      ) : null}
      <p className="try-it__note">
        <RichText
          text={t('docs.tryIt.note')}
          values={{ placeholder: <code>{maskedKey ?? API_KEY_PLACEHOLDER}</code> }}
        />
      </p>
      <LinkButton
        to={isLoggedIn ? `/user/accountSettings?lang=${lang}` : `/auth/register?lang=${lang}`}
        variant="inverse"
        size="sm"
      >
        {t('docs.tryIt.console')}
      </LinkButton>
    </section>
  );
}
