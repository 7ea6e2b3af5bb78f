import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/ticket-detail';
import { PageErrorBoundary } from '~/components/layout/error-page';
import '~/components/ui/layout-primitives.css';
import { loadTicketPage } from '~/features/tickets/api/load-ticket.server';
import { ticketRefOf } from '~/features/tickets/api/ticket-detail';
import { TicketView } from '~/features/tickets/components/ticket-view';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.ticket.title');

/** SPEC 2: /user/tickets/{id}, or /user/tickets/{ticketCode}?hasTicketCode=true. */
export function loader({ request, params }: Route.LoaderArgs) {
  const hasTicketCode = new URL(request.url).searchParams.get('hasTicketCode') === 'true';
  return loadTicketPage(request, ticketRefOf(params.id, hasTicketCode), resolveLang(request));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Console: one ticket's conversation, with reply and close; opening it marks it read. */
export default function TicketDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TicketView ticketRef={loaderData.ref} isConsole />
    </HydrationBoundary>
  );
}
