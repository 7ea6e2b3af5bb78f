import { z } from 'zod/mini';

const ZMessagingList = z.array(
  z.object({
    name: z.string(),
    phone: z._default(z.optional(z.string()), ''),
    url: z._default(z.optional(z.string()), ''),
    code: z._default(z.optional(z.string()), ''),
  }),
);
export type TMessagingContact = z.infer<typeof ZMessagingList>[number];

/** The `messagingList` setting (JSON [{ name, phone, url, code }]); entries without a safe link are dropped. */
export function parseMessagingList(raw: string | undefined): TMessagingContact[] {
  if (!raw) return [];
  try {
    const parsed = ZMessagingList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.filter((entry) => /^https?:\/\//i.test(entry.url)) : [];
  } catch {
    return [];
  }
}
