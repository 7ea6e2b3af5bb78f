import type { TTranslate } from '~/i18n';
import { ApiError } from './api-error';

/**
 * The text SPEC 8 shows for a failure: the server's resultInfo, else the error's own message. Any
 * other failure (an answer that does not match its contract, a bug) shows the generic text rather
 * than a developer's message.
 */
export function errorText(error: unknown, t: TTranslate): string {
  if (error instanceof ApiError) return error.resultInfo || error.message || t('error.generic');
  return t('error.generic');
}

export function resultCodeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.resultCode : null;
}
