import { accountInternalEndpoints } from '@matchwire/contracts/account/internal-endpoints';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TProductCoverage } from '@matchwire/contracts/catalogue/product-coverage';
import { AppError } from '@matchwire/kit/errors/app-error';
import { resultCodes } from '@matchwire/kit/errors/result-codes';
import { fetchInternal } from '@matchwire/kit/http/fetch-internal';
import type { z } from 'zod';

/** An API key's owner as the account service tells it: undefined when no user has that key. */
export type TKeyOwner = { userId: string; isActive: boolean; ipWhitelist: string[] };

/** What the data API asks other services, through their published internal contracts (as caller `data-api`). */
export type TUpstreams = {
  lookUpKey(apiKey: string): Promise<TKeyOwner | undefined>;
  getEntitlements(userId: string): Promise<TEntitlements>;
  /** Every product's sport and leagues (what a subscription to it covers). */
  getProductCoverage(): Promise<TProductCoverage>;
};

export function createUpstreams(options: {
  accountUrl: string;
  billingUrl: string;
  catalogueUrl: string;
  secret: string;
  timeoutMs?: number;
}): TUpstreams {
  /** The answer's data; undefined for 10004 Object not found; 10007 when the service cannot answer. */
  async function call<T extends z.ZodType>(base: string, path: string, answer: T): Promise<z.output<T> | undefined> {
    const caller = { name: 'data-api', secret: options.secret, timeoutMs: options.timeoutMs ?? 3000 } as const;
    const result = await fetchInternal(new URL(path, base), caller, answer);
    if (result.isSuccess) return result.data;
    if (result.resultCode === resultCodes.objectNotFound.code) return undefined;
    throw new AppError('serviceUnavailable', undefined, {
      cause: new Error(`${base} answered ${result.status} to ${path}`),
    });
  }

  return {
    lookUpKey: (apiKey) =>
      call(
        options.accountUrl,
        `/internal/api-keys/lookup?key=${encodeURIComponent(apiKey)}`,
        accountInternalEndpoints.lookUpApiKey.response,
      ),
    async getEntitlements(userId) {
      const path = `/internal/entitlements/${encodeURIComponent(userId)}`;
      return (
        (await call(options.billingUrl, path, billingEndpoints.getEntitlements.response)) ?? { userId, grants: [] }
      );
    },
    async getProductCoverage() {
      const { path, response } = catalogueEndpoints.getProductCoverage;
      const coverage = await call(options.catalogueUrl, path, response);
      // Every product is listed, so "not found" means the catalogue could not say.
      if (!coverage) throw new AppError('serviceUnavailable', undefined, { cause: new Error(`${path}: not found`) });
      return coverage;
    },
  };
}
