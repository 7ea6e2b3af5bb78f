import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { z } from 'zod';
import { passIf, skip, type TCheckResult, type TProbeTarget } from './probe-target.ts';
import { SignedSession, type TApiAnswer } from './signed-session.ts';

/** The signed-in customer's billing reads: each must answer what its contract defines. */
const customerReads = [
  billingEndpoints.listSubscriptions,
  billingEndpoints.listTrials,
  billingEndpoints.listTransactions,
  billingEndpoints.getPaymentMethod,
];

/**
 * Billing works end to end for a signed-in customer, by read-only calls only (a probe runs against
 * production: it buys nothing and starts no trial): a plan of the catalogue is quoted at the price
 * its product page shows; the customer's subscriptions, trials, transactions and payment method
 * answer as their contracts say; and, from inside the cluster with the data API's credential, the
 * entitlements look-up answers for that customer with a grant for each running trial and usable
 * subscription.
 */
export async function checkBilling(target: TProbeTarget): Promise<TCheckResult[]> {
  if (!target.signingSecret || !target.account) {
    return [skip('billing for a signed-in customer', 'needs --email, --password and SIGNING_SECRET')];
  }
  const { session, login } = await SignedSession.signIn(target.baseUrl, target.signingSecret, target.account);
  if (login.resultCode !== 0) return [passIf('sign in for the billing checks', false, describe(login))];
  try {
    const results = [await checkQuote(session)];
    const answers = await Promise.all(customerReads.map((endpoint) => session.call('GET', endpoint.path)));
    customerReads.forEach((endpoint, index) =>
      results.push(answersAsDefined(`billing: GET ${endpoint.path}`, answers[index]!, endpoint.response)),
    );
    results.push(await checkEntitlements(target, session, answers[0]!, answers[1]!));
    return results;
  } finally {
    await session.call('POST', '/api/auth/logout');
  }
}

/** The first active plan of the first football product, quoted: the price its product page shows. */
async function checkQuote(session: SignedSession): Promise<TCheckResult> {
  const check = 'billing: a plan is quoted at its product page’s price';
  const products = catalogueEndpoints.listProducts.response.safeParse(
    (await session.call('GET', '/api/product/list?sportType=1')).data,
  );
  const productId = products.data?.productList[0]?.productId;
  if (productId === undefined) return passIf(check, false, 'the catalogue lists no football product');
  const detail = catalogueEndpoints.productDetail.response.safeParse(
    (await session.call('GET', `/api/product/detail?productId=${productId}&lang=en`)).data,
  );
  const plan = detail.data?.plans.find((offer) => offer.isActive);
  if (!plan) return passIf(check, false, `product ${productId} shows no active plan`);
  const answer = await session.call('POST', billingEndpoints.quoteSubscription.path, {
    subscriptionList: JSON.stringify([{ productId, planId: plan.planId }]),
  });
  const quote = billingEndpoints.quoteSubscription.response.safeParse(answer.data);
  const line = quote.data?.lines[0];
  const isPagePrice = line?.price.amount === plan.price.amount && line.price.currency === plan.price.currency;
  return passIf(
    check,
    answer.resultCode === 0 && isPagePrice,
    line
      ? `product ${productId} plan ${plan.planId}: page ${plan.price.amount}, quote ${line.price.amount} (currency ${line.price.currency})`
      : describe(answer),
  );
}

/** The data API's look-up of the signed-in customer: a grant per running trial and usable subscription. */
async function checkEntitlements(
  target: TProbeTarget,
  session: SignedSession,
  subscriptionsAnswer: TApiAnswer,
  trialsAnswer: TApiAnswer,
): Promise<TCheckResult> {
  const check = 'billing: entitlements readable by the data API, matching the plans';
  const billingUrl = target.serviceUrls.billing;
  if (!billingUrl || !target.dataApiSecret) {
    return skip(check, 'needs --service billing=url and INTERNAL_SECRET_DATA_API');
  }
  const userId = ((await session.call('GET', '/api/setting/getUserInfo')).data as { userId?: string } | undefined)
    ?.userId;
  if (!userId) return passIf(check, false, 'the signed-in user has no id');
  const response = await fetch(new URL(`/internal/entitlements/${encodeURIComponent(userId)}`, billingUrl), {
    headers: internalCallerHeaders('data-api', target.dataApiSecret),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: unknown };
  const entitlements = billingEndpoints.getEntitlements.response.safeParse(body.data);
  if (!entitlements.success) return passIf(check, false, `HTTP ${response.status}, not the defined answer`);
  const subscriptions = billingEndpoints.listSubscriptions.response.safeParse(subscriptionsAnswer.data).data;
  const trials = billingEndpoints.listTrials.response.safeParse(trialsAnswer.data).data;
  const now = Date.now();
  const granted = new Set(
    entitlements.data.grants.map((grant) => `${grant.source}:${grant.productId ?? grant.sportType}`),
  );
  const expected = [
    ...(trials?.trials ?? [])
      .filter((trial) => trial.trialStatus === 1 && Date.parse(trial.endDate) > now)
      .map((trial) => `trial:${trial.sportType}`),
    ...(subscriptions?.subscriptions ?? [])
      .filter((subscription) => subscription.status === 1 && Date.parse(subscription.currentPeriodEnd ?? '') > now)
      .map((subscription) => `subscription:${subscription.product.productId}`),
  ];
  const missing = expected.filter((key) => !granted.has(key));
  return passIf(
    check,
    entitlements.data.userId === userId && missing.length === 0,
    `${entitlements.data.grants.length} grant(s)${missing.length > 0 ? `, missing ${missing.join(', ')}` : ''}`,
  );
}

function answersAsDefined(check: string, answer: TApiAnswer, schema: z.ZodType): TCheckResult {
  const parsed = schema.safeParse(answer.data);
  return passIf(
    check,
    answer.resultCode === 0 && parsed.success,
    parsed.success
      ? describe(answer)
      : `${describe(answer)}; not the defined answer: ${parsed.error.issues[0]?.message}`,
  );
}

function describe(answer: TApiAnswer): string {
  return `HTTP ${answer.status} resultCode ${answer.resultCode} ${answer.resultInfo}`.trim();
}
