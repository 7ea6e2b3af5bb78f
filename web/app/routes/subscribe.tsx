import type { Route } from './+types/subscribe';
import { Container } from '~/components/ui/container';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { BillingNotice, NoPlanChosen } from '~/features/billing/components/billing-notice';
import { PlanPicker } from '~/features/billing/components/plan-picker';
import { readProductId } from '~/features/billing/order-params';
import { getProductDetail } from '~/features/catalogue/api/get-product-detail';
import { PageHero } from '~/features/site-pages/components/page-hero';
import { useI18n } from '~/i18n';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { ApiError } from '~/lib/api/api-error';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.subscribe.title');

export async function loader({ request }: Route.LoaderArgs) {
  const params = pageUrlOf(request).searchParams;
  const productId = readProductId(params);
  const planId = Number(params.get('planId')) || null;
  if (!productId) return { productId: null, product: null, planId };
  const product = await getProductDetail(createServerApiClient(request), productId, resolveLang(request)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.resultCode === 12003)) return null;
      throw error;
    },
  );
  return { productId, product, planId };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

/** Login required (SPEC 2): the plans of one product (`?productId=`), leading to /purchase. */
export default function SubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { productId, product, planId } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t('subscribe.eyebrow')}
        title={product ? t('subscribe.title', { name: product.name }) : t('subscribe.pick')}
        lead={product ? t('subscribe.lead') : undefined}
      />
      <section className="section billing-page">
        <Container className="billing-narrow">
          {product ? (
            <PlanPicker productId={product.productId} plans={product.plans} initialPlanId={planId} />
          ) : productId ? (
            <BillingNotice icon="alert" tone="sale" title={t('subscribe.productMissing')} />
          ) : (
            <NoPlanChosen />
          )}
        </Container>
      </section>
    </>
  );
}
