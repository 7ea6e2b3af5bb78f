import { AppError } from '@matchwire/kit/errors/app-error';
import { resultCodes } from '@matchwire/kit/errors/result-codes';
import { fetchInternal } from '@matchwire/kit/http/fetch-internal';
import type { z } from 'zod';

/** How the animation service calls another service's `/internal/*` routes (docs/decisions/0010). */
export type TUpstream = { baseUrl: string; secret: string; timeoutMs?: number };

/**
 * GETs `path` of the upstream as caller `animation`: the answer's data; undefined for 10004 Object
 * not found; 10007 Service unavailable for any other failure.
 */
export async function callUpstream<T extends z.ZodType>(
  upstream: TUpstream,
  path: string,
  answer: T,
): Promise<z.output<T> | undefined> {
  const caller = { name: 'animation', secret: upstream.secret, timeoutMs: upstream.timeoutMs ?? 3000 } as const;
  const result = await fetchInternal(new URL(path, upstream.baseUrl), caller, answer);
  if (result.isSuccess) return result.data;
  if (result.resultCode === resultCodes.objectNotFound.code) return undefined;
  throw new AppError('serviceUnavailable', undefined, {
    cause: new Error(`${upstream.baseUrl} answered ${result.status} to ${path}`),
  });
}
