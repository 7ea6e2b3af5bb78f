import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/processing';
import { Container } from '~/components/ui/container';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { paymentRecordQuery } from '~/features/billing/api/payments';
import { isWalletApprovalReturn, useCaptureOnWalletReturn } from '~/features/billing/api/wallet-return';
import { PaymentRecordMissing, PaymentStatus } from '~/features/billing/components/payment-status';
import { readOrderLine } from '~/features/billing/order-params';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.processing.title');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request }: Route.LoaderArgs) {
  const params = pageUrlOf(request).searchParams;
  const candidate = params.get('recordId');
  const recordId = candidate && UUID.test(candidate) ? candidate : null;
  return {
    recordId,
    order: readOrderLine(params),
    isWalletReturn: isWalletApprovalReturn(params),
    dehydratedState: await prefetchPageQueries(request, (api) =>
      recordId ? [paymentRecordQuery.options(api, { query: { recordId } })] : [],
    ),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Login required: where a checkout stands; survives a reload and resolves from the provider's webhook. */
export default function PaymentProcessingPage({ loaderData }: Route.ComponentProps) {
  const { recordId, order } = loaderData;
  useCaptureOnWalletReturn(recordId, loaderData.isWalletReturn);
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <section className="section billing-page">
        <Container className="billing-narrow">
          {recordId ? <PaymentStatus recordId={recordId} order={order} /> : <PaymentRecordMissing tone="sale" />}
        </Container>
      </section>
    </HydrationBoundary>
  );
}
