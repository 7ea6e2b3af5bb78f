import type { Route } from './+types/tickets';
import { ConsolePage } from '~/components/layout/console-page';
import { PageErrorBoundary } from '~/components/layout/error-page';
import '~/components/ui/layout-primitives.css';
import { myTicketsQuery, pageFromSearch } from '~/features/tickets/api/my-tickets';
import { listInput, TicketList } from '~/features/tickets/components/ticket-list';
import '~/features/tickets/components/tickets.css';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.tickets.title');

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const input = listInput(page, resolveLang(request));
  return { dehydratedState: await prefetchPageQueries(request, (api) => [myTicketsQuery.options(api, input)]) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Console: the customer's support tickets (SPEC 2), newest activity first, with a new-ticket action. */
export default function TicketsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsolePage page={loaderData} title="tickets.page.title" subtitle="tickets.page.subtitle">
      <TicketList />
    </ConsolePage>
  );
}
