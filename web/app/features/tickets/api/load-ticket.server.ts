import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { data } from 'react-router';
import type { TLang } from '~/i18n';
import { ApiError } from '~/lib/api/api-error';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { createQueryClient } from '~/lib/query/query-client';
import { detailInput, ticketDetailQuery, type TTicketRef } from './ticket-detail';

/**
 * A ticket page's loader data: the ticket fetched on the server into the page's query cache, or
 * the 404 page when the address names no ticket this visitor may see (a wrong id or code, someone
 * else's ticket). Other failures are left to the page, which shows them like the browser would.
 */
export async function loadTicketPage(
  request: Request,
  ref: TTicketRef | null,
  lang: TLang,
): Promise<{ ref: TTicketRef; dehydratedState: DehydratedState }> {
  if (ref === null) throw data(null, { status: 404 });
  const queryClient = createQueryClient();
  try {
    await queryClient.fetchQuery(ticketDetailQuery.options(createServerApiClient(request), detailInput(ref, lang)));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.isLoginRequired) {
      throw data(null, { status: 404 });
    }
  }
  return { ref, dehydratedState: dehydrate(queryClient) };
}
