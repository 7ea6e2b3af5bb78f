import { ZErrorBody, ZSuccess } from '@matchwire/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { internalCallerHeaders, type TInternalCaller } from '../internal-callers.ts';

/**
 * Another service's answer to an internal GET: its `data` when it succeeded, else the HTTP status
 * and the result code of its error body (undefined when the body is not one).
 */
export type TInternalAnswer<T> =
  { isSuccess: true; data: T } | { isSuccess: false; status: number; resultCode: number | undefined };

/**
 * GETs another service's `/internal/*` route as `caller`, reading a success envelope around `answer`.
 * No answer at all (refused, timed out, not JSON) is AppError serviceUnavailable; what a failure
 * means is the caller's to say.
 */
export async function fetchInternal<T extends z.ZodType>(
  url: URL,
  caller: { name: TInternalCaller; secret: string; timeoutMs: number },
  answer: T,
): Promise<TInternalAnswer<z.output<T>>> {
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: internalCallerHeaders(caller.name, caller.secret),
      signal: AbortSignal.timeout(caller.timeoutMs),
    });
    status = response.status;
    body = await response.json();
  } catch (error) {
    throw new AppError('serviceUnavailable', undefined, { cause: error });
  }
  const success = ZSuccess(answer).safeParse(body);
  if (status === 200 && success.success) return { isSuccess: true, data: (success.data as { data: z.output<T> }).data };
  const failure = ZErrorBody.safeParse(body);
  return { isSuccess: false, status, resultCode: failure.success ? failure.data.resultCode : undefined };
}
