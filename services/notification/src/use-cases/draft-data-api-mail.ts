import type { TDataApiMailEvent } from '../events/data-api-mail-events.ts';
import { sportSlugs } from '../templates/billing-terms.ts';
import { formatMailTime, resolveMailLanguage } from '../templates/language.ts';
import { renderTemplate } from '../templates/layout.ts';
import { trialQuotaReachedMail } from '../templates/trial-quota-reached.ts';
import type { TMailDraft } from './draft-account-mail.ts';

/**
 * The mail a data API event asks for, to the address it names, in its language (English when
 * unknown). The reset is a time of day, so it is written with its hour, in UTC.
 */
export function draftDataApiMail(event: TDataApiMailEvent, publicWebUrl: string): TMailDraft {
  const language = resolveMailLanguage(event.payload.language);
  const { sportType, percent, used, dailyCallLimit, resetsAt } = event.payload;
  const input = {
    sportType,
    percent,
    used,
    dailyCallLimit,
    resetsAt: formatMailTime(new Date(resetsAt), language),
    productsUrl: `${publicWebUrl}/products/${sportSlugs[sportType]}`,
    usageUrl: `${publicWebUrl}/user/usage`,
  };
  return { recipient: event.payload.email, language, ...renderTemplate(trialQuotaReachedMail, input, language) };
}
