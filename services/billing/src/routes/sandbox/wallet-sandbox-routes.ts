import { walletEndpoints } from '@matchwire/contracts/billing/wallet-endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { FastifyRequest } from 'fastify';
import type { TBillingDeps } from '../../billing-deps.ts';
import {
  captureWalletSandboxOrder,
  createWalletSandboxOrder,
  getWalletSandboxOrder,
  issueWalletSandboxToken,
  refundWalletSandboxCapture,
  type TWalletSandboxSettings,
} from '../../use-cases/wallet-sandbox-api.ts';
import {
  approveWalletSandboxOrder,
  cancelWalletSandboxOrder,
  getWalletSandboxApproval,
} from '../../use-cases/wallet-sandbox-approval.ts';
import { toWalletSandboxApprovalPage } from './sandbox-page-presenter.ts';

const header = (request: Pick<FastifyRequest, 'headers'>, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The sandbox wallet (WALLET_PROVIDER=sandbox; 10005 otherwise): PayPal's Orders API, which billing's
 * wallet provider calls over HTTP at PAYPAL_API_BASE, and the approval page's routes for the payer.
 */
export function registerWalletSandboxRoutes(
  serve: TServeEndpoint,
  deps: TBillingDeps,
  settings: TWalletSandboxSettings,
): void {
  serve(walletEndpoints.issueWalletSandboxToken, async (request) =>
    issueWalletSandboxToken(deps, settings, header(request, 'authorization')),
  );

  serve(walletEndpoints.createWalletSandboxOrder, async (request) =>
    createWalletSandboxOrder(deps, settings, { authorization: header(request, 'authorization'), order: request.body }),
  );

  serve(walletEndpoints.getWalletSandboxOrder, async (request) =>
    getWalletSandboxOrder(deps, settings, {
      authorization: header(request, 'authorization'),
      orderId: request.params.orderId,
    }),
  );

  serve(walletEndpoints.captureWalletSandboxOrder, async (request) =>
    captureWalletSandboxOrder(deps, settings, {
      authorization: header(request, 'authorization'),
      orderId: request.params.orderId,
    }),
  );

  serve(walletEndpoints.refundWalletSandboxCapture, async (request) =>
    refundWalletSandboxCapture(deps, settings, {
      authorization: header(request, 'authorization'),
      requestId: header(request, 'paypal-request-id'),
      captureId: request.params.captureId,
      amount: request.body.amount,
    }),
  );

  serve(walletEndpoints.getWalletSandboxApproval, async (request) => {
    const { userId } = requireIdentity(request);
    return toWalletSandboxApprovalPage(
      await getWalletSandboxApproval(deps, { userId, orderId: request.params.orderId }),
    );
  });

  serve(walletEndpoints.approveWalletSandboxOrder, async (request) => {
    const { userId } = requireIdentity(request);
    return approveWalletSandboxOrder(deps, settings, {
      userId,
      orderId: request.params.orderId,
      declineAtCapture: request.body.declineAtCapture ?? false,
    });
  });

  serve(walletEndpoints.cancelWalletSandboxOrder, async (request) => {
    const { userId } = requireIdentity(request);
    return cancelWalletSandboxOrder(deps, settings, { userId, orderId: request.params.orderId });
  });
}
