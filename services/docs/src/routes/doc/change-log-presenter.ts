import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TChangeLog } from '@matchwire/contracts/docs/change-log';
import type { TChangeLogRow } from '../../db/change-log-repository.ts';

export function presentChangeLog(row: TChangeLogRow, lang: TLang): TChangeLog {
  return {
    logId: row.logId,
    documentId: row.documentId,
    title: pickText(row.title, lang),
    content: pickText(row.content, lang),
    createDate: row.createdAt.toISOString(),
  };
}
