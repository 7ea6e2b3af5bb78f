import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';
import { ZLang } from '../common/lang.ts';

export const ZLinkList = z.object({
  list: z.array(z.object({ linkId: z.number().int(), url: z.string(), webName: z.string(), order: z.number().int() })),
});

/** `?lang=vi` names the links in Vietnamese; the body stays empty (SPEC 7). */
export const ZLinkListQuery = z.object({ lang: ZLang });

export const ZLinkClickBody = z.object({ linkId: ZRowId });
export const ZLinkClicks = z.object({ clicks: z.number().int() });
