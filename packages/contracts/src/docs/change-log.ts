import { z } from 'zod';
import { ZDocumentId } from './document.ts';
import { ZLang } from '../common/lang.ts';

export const ZLogsQuery = z.object({ documentId: ZDocumentId, lang: ZLang });

export const ZLogsBySportQuery = z.object({
  sportType: z.coerce
    .number({ message: 'must be 1 (football), 2 (basketball) or 3 (esports)' })
    .int()
    .refine((value) => [1, 2, 3].includes(value), 'must be 1 (football), 2 (basketball) or 3 (esports)'),
  lang: ZLang,
});

export const ZChangeLog = z.object({
  logId: z.string(),
  documentId: z.string(),
  title: z.string(),
  content: z.string(),
  createDate: z.string(),
});
export type TChangeLog = z.infer<typeof ZChangeLog>;

export const ZChangeLogList = z.object({ list: z.array(ZChangeLog) });
