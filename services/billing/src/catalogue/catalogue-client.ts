import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TPlanPurchaseOffer } from '@matchwire/contracts/catalogue/plan';
import { AppError } from '@matchwire/kit/errors/app-error';
import { resultKeyOf } from '@matchwire/kit/errors/result-codes';
import { fetchInternal } from '@matchwire/kit/http/fetch-internal';
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
    const caller = { name: 'billing', secret: options.billingSecret, timeoutMs: options.timeoutMs ?? 5000 } as const;
    const result = await fetchInternal(new URL(path, options.catalogueUrl), caller, answer);
    if (result.isSuccess) return result.data;
    const key = result.resultCode === undefined ? undefined : resultKeyOf(result.resultCode);
    if (key && passedOn.has(key)) throw new AppError(key);
    throw new AppError('serviceUnavailable', undefined, {
      cause: new Error(`catalogue answered ${result.status} to ${path}`),
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
