import { resultKeyOf, type TResultKey } from '@matchwire/kit/errors/result-codes';
import type { TMessageKey } from '~/i18n/en';
import type { TTranslate } from '~/i18n';
import { ApiError } from '~/lib/api/api-error';

/** A form's own wording for some result codes, e.g. a reset form's 'badRequest' is 'Passwords do not match'. */
export type TErrorTextOverrides = Partial<Record<TResultKey, TMessageKey>>;

/**
 * The text shown for a failure, in the page's language (ADR 0006): the catalogue's text of the
 * answer's result code; an unknown route (404 without an envelope) is 'Interface 404' and a 500
 * without one the generic text (SPEC 8). The API's resultInfo is English for API clients and is
 * never shown. Anything that is not an API answer (a contract mismatch, a bug, no network) shows
 * the generic text rather than a developer's message.
 */
export function errorText(error: unknown, t: TTranslate, overrides: TErrorTextOverrides = {}): string {
  const key = resultKeyOfError(error);
  if (!key) return t('error.generic');
  return t(overrides[key] ?? `result.${key}`);
}

function resultKeyOfError(error: unknown): TResultKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.resultCode !== null) return resultKeyOf(error.resultCode);
  if (error.status === 404) return 'interfaceNotFound';
  if (error.status === 500) return 'internalError';
  return undefined;
}

export function resultCodeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.resultCode : null;
}
