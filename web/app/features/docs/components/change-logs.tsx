import { Link } from 'react-router';
import { HtmlContent } from '~/components/ui/html-content';
import { useI18n } from '~/i18n';
import { formatDate } from '~/lib/language/format-date';
import { CHANGE_LOG_SPORTS, changeLogsQuery, sportChangeLogsQuery, type TChangeLog } from '../api/get-change-logs';
import { DocSection } from './doc-section';

/** The change logs of one endpoint document, under its reference. */
export function DocumentChangeLogs({ documentId }: { documentId: string }) {
  const { t, lang } = useI18n();
  const logs = changeLogsQuery.use({ query: { documentId, lang } });
  if (logs.isError) return null;
  return (
    <DocSection id="change-log" title={t('docs.changeLogs')}>
      {logs.isPending ? (
        <p className="doc-view__muted meta-text">{t('a11y.loading')}…</p>
      ) : (
        <ChangeLogList logs={logs.data.list} empty={t('docs.noChangeLogs')} />
      )}
    </DocSection>
  );
}

/**
 * The change-log page: every change, per sport, newest first. A sport's section is the anchor
 * `st_<sportType>` and each entry the anchor of its id (`log_…`), so `/docs?id=st_2` and
 * `/docs?id=log_5` land on them.
 */
export function SportChangeLogs() {
  return (
    <>
      {CHANGE_LOG_SPORTS.map((sport) => (
        <SportSection key={sport.sportType} sportType={sport.sportType} name={sport.name} />
      ))}
    </>
  );
}

function SportSection({ sportType, name }: { sportType: number; name: (typeof CHANGE_LOG_SPORTS)[number]['name'] }) {
  const { t, lang } = useI18n();
  const logs = sportChangeLogsQuery.use({ query: { sportType, lang } });
  if (logs.isError) return null;
  return (
    <div id={`st_${sportType}`} className="change-log-sport">
      <DocSection id={`st_${sportType}`} title={t(`sportTitle.${name}`)}>
        {logs.isPending ? (
          <p className="doc-view__muted meta-text">{t('a11y.loading')}…</p>
        ) : (
          <ChangeLogList logs={logs.data.list} empty={t('docs.noSportChangeLogs')} hasDocumentLinks />
        )}
      </DocSection>
    </div>
  );
}

function ChangeLogList({
  logs,
  empty,
  hasDocumentLinks = false,
}: {
  logs: TChangeLog[];
  empty: string;
  hasDocumentLinks?: boolean;
}) {
  const { t, lang } = useI18n();
  if (logs.length === 0) return <p className="doc-view__muted meta-text">{empty}</p>;
  return (
    <ol className="change-log">
      {logs.map((log) => (
        <li key={log.logId} id={log.logId} className="change-log__item">
          <time className="change-log__date meta-text" dateTime={log.createDate}>
            {formatDate(log.createDate, lang)}
          </time>
          <div>
            <p className="change-log__title">{log.title}</p>
            <HtmlContent source={log.content} className="change-log__content" />
            {hasDocumentLinks ? (
              <Link to={`/docs?id=${encodeURIComponent(log.documentId)}`} className="change-log__link">
                {t('docs.openChangedDocument')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
