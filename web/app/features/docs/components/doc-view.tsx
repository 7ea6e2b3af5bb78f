import type { ReactNode } from 'react';
import { HtmlContent } from '~/components/ui/html-content';
import '~/components/ui/data-table.css';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import type { TDocument } from '../api/get-document';
import { DocumentChangeLogs, SportChangeLogs } from './change-logs';
import { CodeBlock, CopyButton, prettyJson } from './code-block';
import { DocSection } from './doc-section';
import { MethodBadge } from './method-badge';
import { useTryIt } from '../hooks/use-try-it';
import { CodeExamples } from './code-examples';
import { OpenApiLink } from './openapi-link';
import { endpointUrl, TryItPanel } from './try-it-panel';

/** The API reference overview guide, which links the OpenAPI document beside the reference pages. */
const API_OVERVIEW_DOCUMENT_ID = '20';

/** One document: an endpoint reference (method, URL, parameters, fields, limits, sample) or a guide. */
export function DocView({ document }: { document: TDocument }) {
  const { t, lang } = useI18n();
  const isEndpoint = Boolean(document.url);
  const updated = formatDate(document.modifyDate ?? document.createDate, lang);
  const sample = prettyJson(document.sampleData);
  const tryIt = useTryIt(document);
  return (
    <div className={isEndpoint && tryIt ? 'doc-view doc-view--endpoint' : 'doc-view'}>
      <article className="doc-view__main" aria-labelledby="doc-title">
        <header className="doc-view__header">
          {document.category?.name ? <p className="doc-view__eyebrow">{document.category.name}</p> : null}
          <h1 id="doc-title" className="doc-view__title">
            {document.name}
          </h1>
          {updated ? <p className="doc-view__updated meta-text">{t('docs.updated', { date: updated })}</p> : null}
        </header>

        {isEndpoint && document.url ? (
          <div className="doc-endpoint">
            {document.method ? <MethodBadge method={document.method} /> : null}
            <code className="doc-endpoint__url">
              <UrlText url={endpointUrl(document.url)} />
            </code>
            <CopyButton text={endpointUrl(document.url)} label="URL" />
          </div>
        ) : null}
        {tryIt || document.documentId === API_OVERVIEW_DOCUMENT_ID ? <OpenApiLink /> : null}

        {document.description ? <p className="doc-view__lead">{document.description}</p> : null}
        <HtmlContent source={document.documentText} className="doc-view__guide" />
        {document.isChangeLog ? <SportChangeLogs /> : null}

        {isEndpoint ? (
          <>
            <DocSection id="request-params" title={t('docs.requestParams')}>
              {document.requestParamsDesc ? <HtmlContent source={document.requestParamsDesc} /> : null}
              {document.requestParams.length > 0 ? (
                <ParamTable
                  rows={document.requestParams.map((param) => ({ ...param, required: param.required ?? false }))}
                  hasRequired
                />
              ) : (
                <p className="doc-view__muted meta-text">{t('docs.noParams')}</p>
              )}
            </DocSection>

            {tryIt ? (
              <DocSection id="code-examples" title={t('docs.examples')}>
                <CodeExamples tryIt={tryIt} />
              </DocSection>
            ) : null}

            {document.returnParams.length > 0 || document.responseParamsDesc ? (
              <DocSection id="response-fields" title={t('docs.responseFields')}>
                {document.responseParamsDesc ? <HtmlContent source={document.responseParamsDesc} /> : null}
                {document.returnParams.length > 0 ? <ParamTable rows={document.returnParams} /> : null}
              </DocSection>
            ) : null}

            {document.frequencyLimit || document.frequencyRecommend ? (
              <DocSection id="rate-limits" title={t('docs.frequency')}>
                <dl className="doc-limits">
                  <LimitItem label={t('docs.frequencyLimit')} value={document.frequencyLimit} />
                  <LimitItem label={t('docs.frequencyRecommend')} value={document.frequencyRecommend} />
                </dl>
              </DocSection>
            ) : null}

            {sample ? (
              <DocSection id="sample" title={t('docs.sample')}>
                <CodeBlock title={t('docs.sample')} language="json" code={sample} maxHeight={560} />
              </DocSection>
            ) : null}

            <DocumentChangeLogs documentId={document.documentId} />
          </>
        ) : null}
      </article>
      {isEndpoint && tryIt ? (
        <aside className="doc-view__aside" aria-labelledby="try-it-title">
          <TryItPanel document={document} tryIt={tryIt} />
        </aside>
      ) : null}
    </div>
  );
}

type TParamRow = { name: string; type: string; description: string; required?: boolean };

/**
 * Text with a line-break opportunity (`<wbr>`) after each separator character, so dotted field
 * paths and URL paths wrap at their segments instead of widening the page. The text is unchanged.
 */
function withBreaks(text: string, separators: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let start = 0;
  // No break after a final separator: a field keeps its last parent segment (`players[].points`).
  for (let index = 0; index < text.length - 1; index += 1) {
    if (!separators.includes(text.charAt(index))) continue;
    nodes.push(text.slice(start, index + 1), <wbr key={index} />);
    start = index + 1;
  }
  nodes.push(text.slice(start));
  return nodes;
}

/** A URL that wraps after its path segments and query separators; the origin stays on one line. */
function UrlText({ url }: { url: string }) {
  const origin = /^[a-z]+:\/\/[^/]*/i.exec(url)?.[0] ?? '';
  return (
    <>
      {origin}
      {withBreaks(url.slice(origin.length), '/?&')}
    </>
  );
}

/** A field name; a nested one (`list[].score.home`) shows its parent path muted before the field itself. */
function ParamName({ name }: { name: string }) {
  const cut = name.lastIndexOf('.') + 1;
  return (
    <code className="param-table__name">
      {cut > 0 ? <span className="param-table__path">{withBreaks(name.slice(0, cut), '.')}</span> : null}
      <span className="param-table__leaf">{name.slice(cut)}</span>
    </code>
  );
}

/**
 * Parameters or fields: a table where there is room; in a column narrower than 540 px (phones)
 * every row stacks as a card, name + type + required on one line and the description below
 * (docs.css, container query `param-table`).
 */
function ParamTable({ rows, hasRequired = false }: { rows: TParamRow[]; hasRequired?: boolean }) {
  const t = useI18n().t;
  return (
    <div className="param-table__scroll" tabIndex={0}>
      <table className={hasRequired ? 'data-table param-table param-table--required' : 'data-table param-table'}>
        <thead>
          <tr>
            <th scope="col">{t('docs.col.name')}</th>
            <th scope="col">{t('docs.col.type')}</th>
            {hasRequired ? <th scope="col">{t('docs.col.required')}</th> : null}
            <th scope="col">{t('docs.col.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="param-table__row">
              <th scope="row" className="param-table__cell param-table__cell--name">
                <ParamName name={row.name} />
              </th>
              <td className="param-table__cell param-table__cell--type">
                <span className="param-table__type">{row.type}</span>
              </td>
              {hasRequired ? (
                <td className="param-table__cell param-table__cell--required">
                  <span className={row.required ? 'param-table__required' : 'param-table__optional'}>
                    {row.required ? t('docs.required') : t('docs.optional')}
                  </span>
                </td>
              ) : null}
              <td className="param-table__cell param-table__description">{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One rate limit of the endpoint, left out when the document has none. */
function LimitItem({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="doc-limits__item">
      <dt className="caps-label">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
