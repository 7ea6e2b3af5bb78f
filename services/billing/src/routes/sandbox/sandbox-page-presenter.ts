import type { ZSandboxSession } from '@matchwire/contracts/billing/payment';
import type { ZWalletSandboxApproval } from '@matchwire/contracts/billing/wallet';
import type { z } from 'zod';
import type { TSandboxSession } from '../../payments/sandbox-provider.ts';
import type { TWalletSandboxRow, TWalletSandboxStatus } from '../../payments/wallet-sandbox-orders.ts';

type TApprovalStatus = z.infer<typeof ZWalletSandboxApproval>['status'];

/** How the approval page names an order's status: SPEC.md's wallet order status, or cancelled. */
const approvalStatus: Record<TWalletSandboxStatus, TApprovalStatus> = {
  created: 'created',
  approved: 'approved',
  declining: 'approved',
  completed: 'completed',
  failed: 'failed',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/** The sandbox card checkout's page (/purchase/sandbox). */
export function toSandboxCheckoutPage(session: TSandboxSession): z.infer<typeof ZSandboxSession> {
  return {
    ...sandboxPageSummary(session),
    sessionId: session.sessionId,
    mode: session.kind === 'setup' ? 'setup' : 'payment',
    status: session.status as z.infer<typeof ZSandboxSession>['status'],
    successPath: session.successPath,
  };
}

/** The sandbox wallet's approval page (/purchase/wallet-sandbox). */
export function toWalletSandboxApprovalPage(row: TWalletSandboxRow): z.infer<typeof ZWalletSandboxApproval> {
  return {
    ...sandboxPageSummary(row),
    orderId: row.sessionId,
    status: approvalStatus[row.status as TWalletSandboxStatus] ?? 'created',
    returnPath: row.successPath,
  };
}

/** What both pages show of their session: the amount, what it pays for, and where giving up leads. */
function sandboxPageSummary(session: TSandboxSession) {
  return {
    amount: { amount: session.amount, currency: session.currency as 1 | 2 | 3 | 4 },
    description: session.description,
    cancelPath: session.cancelPath,
  };
}
