import { ZErrorBody, ZSuccess } from '@matchwire/contracts';
import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TPlanPurchaseOffer } from '@matchwire/contracts/catalogue/plan';
import { AppError } from '@matchwire/kit/errors/app-error';
import { resultKeyOf } from '@matchwire/kit/errors/result-codes';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { z } from 'zod';

/** The catalogue's published contract as billing uses it: prices (with period discounts) and the trial days. */
export type TCatalogueClient = {
  /** The plan as its product page offers it; AppError productNotFound / planNotFound when it is not on sale. */
  getPlanOffer(input: { productId: number; planId: number; isTester: boolean }): Promise<TPlanPurchaseOffer>;
  /** The system config's `freeTrialDays` as a number, or undefined where it was never set. */
  getFreeTrialDays(): Promise<number | undefined>;
};

/** Answers the catalogue may give for an order that billing passes on as they are. */
const passedOn = new Set(['productNotFound', 'planNotFound']);

export function createCatalogueClient(options: {
  catalogueUrl: string;
  billingSecret: string;
  timeoutMs?: number;
}): TCatalogueClient {
  async function call<T extends z.ZodType>(path: string, answer: T): Promise<z.output<T>> {
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(new URL(path, options.catalogueUrl), {
        headers: internalCallerHeaders('billing', options.billingSecret),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      status = response.status;
      body = await response.json();
    } catch (error) {
      throw new AppError('serviceUnavailable', undefined, { cause: error });
    }
    const success = ZSuccess(answer).safeParse(body);
    if (status === 200 && success.success) return (success.data as { data: z.output<T> }).data;
    const failure = ZErrorBody.safeParse(body);
    const key = failure.success ? resultKeyOf(failure.data.resultCode) : undefined;
    if (key && passedOn.has(key)) throw new AppError(key);
    throw new AppError('serviceUnavailable', undefined, {
      cause: new Error(`catalogue answered ${status} to ${path}`),
    });
  }

  return {
    getPlanOffer({ productId, planId, isTester }) {
      const path = `/internal/products/${productId}/plans/${planId}/offer?tester=${isTester}`;
      return call(path, catalogueEndpoints.getPlanOffer.response);
    },
    async getFreeTrialDays() {
      const { value } = await call(
        '/internal/system-config/freeTrialDays',
        catalogueEndpoints.getSystemConfigValue.response,
      );
      const days = value === null ? Number.NaN : Number(value);
      return Number.isInteger(days) && days > 0 ? days : undefined;
    },
  };
}
