import type { Route } from './+types/sandbox';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { sandboxCheckoutLookup, type TSandboxSession } from '~/features/billing/api/sandbox-checkout';
import { sandboxPageLoader } from '~/features/billing/api/sandbox-page-loader.server';
import { SandboxCardForm } from '~/features/billing/components/sandbox-card-form';
import {
  SandboxCardSetup,
  SandboxFinished,
  SandboxPage,
  SandboxPayment,
} from '~/features/billing/components/sandbox-page';
import { useI18n } from '~/i18n';
import { buildPageMeta } from '~/lib/seo/page-meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.sandbox.title');

export const loader = sandboxPageLoader(sandboxCheckoutLookup);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Checkout({ session, sessionId }: { session: TSandboxSession; sessionId: string }) {
  const { t } = useI18n();
  const isSetup = session.mode === 'setup';
  if (session.status !== 'open') {
    const isPaid = session.status === 'complete';
    const title = isSetup
      ? t(isPaid ? 'sandbox.setupComplete' : 'sandbox.setupExpired')
      : t(isPaid ? 'sandbox.complete' : 'sandbox.expired');
    return (
      <SandboxFinished
        isDone={isPaid}
        title={title}
        to={isPaid ? session.successPath : session.cancelPath}
        continueLabel={isSetup ? t('sandbox.setupContinue') : undefined}
      />
    );
  }
  if (isSetup) {
    // Replacing the card kept for renewals: the same card form, nothing to pay.
    return (
      <SandboxCardSetup title={t('sandbox.setupTitle')} note={t('sandbox.setupNoCharge')}>
        <SandboxCardForm sessionId={sessionId} amount="" mode="setup" />
      </SandboxCardSetup>
    );
  }
  return (
    <SandboxPayment title={t('sandbox.title')} payment={session} amountTestId="sandbox-amount">
      {(amount) => <SandboxCardForm sessionId={sessionId} amount={amount} />}
    </SandboxPayment>
  );
}

/** Login required: the embedded sandbox checkout of `npm start` (Stripe's test cards, no real money). */
export default function SandboxCheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <SandboxPage page={loaderData} bannerId="sandbox-banner-title" texts="sandbox" lookup={sandboxCheckoutLookup}>
      {(session, sessionId) => <Checkout session={session} sessionId={sessionId} />}
    </SandboxPage>
  );
}
