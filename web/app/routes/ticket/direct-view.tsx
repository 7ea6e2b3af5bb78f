import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/direct-view';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { Container } from '~/components/ui/container';
import '~/components/ui/layout-primitives.css';
import { loadTicketPage } from '~/features/tickets/api/load-ticket.server';
import { ticketRefOf } from '~/features/tickets/api/ticket-detail';
import { TicketCodeForm } from '~/features/tickets/components/ticket-code-form';
import { TicketView } from '~/features/tickets/components/ticket-view';
import '~/features/tickets/components/tickets.css';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { buildPageMeta } from '~/lib/seo/page-meta';

// buildPageMeta marks it noindex: the page is only for the holder of the code.
export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.ticket.title');

/**
 * SPEC 2: /ticket/direct_view?ticketCode=…, the ticket of the code for whoever holds it (404 for a
 * code that names none); without a code, a form asks for it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get('ticketCode');
  if (code === null || code.trim() === '') return null;
  return loadTicketPage(request, ticketRefOf(code.trim(), true), resolveLang(request));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

export default function TicketDirectViewPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="ticket-direct-view">
      {loaderData ? (
        <HydrationBoundary state={loaderData.dehydratedState}>
          <TicketView ticketRef={loaderData.ref} isConsole={false} />
        </HydrationBoundary>
      ) : (
        <TicketCodeForm />
      )}
    </Container>
  );
}
