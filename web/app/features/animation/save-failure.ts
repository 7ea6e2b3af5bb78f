import { resultKeyOf } from '@matchwire/kit/errors/result-codes';
import type { TTranslate } from '~/i18n';
import { ApiError } from '~/lib/api/api-error';
import { errorText } from '~/lib/language/error-text';
import { FENCE_REFUSAL_KEYS } from './fence-image';

/** An upload's failure in the page's language: the SPEC texts of a refused file, else the result code's text, else 'Upload failure'. */
export function uploadFailureText(error: unknown, t: TTranslate): string {
  if (!(error instanceof ApiError)) return t('animation.fence.uploadFailed');
  const refusal = FENCE_REFUSAL_KEYS[error.resultInfo];
  if (refusal) return t(refusal);
  return error.resultCode !== null ? errorText(error, t) : t('animation.fence.uploadFailed');
}

/**
 * SPEC 8 'Publish failure', with the reason: the result code's own text when it is another code
 * (not logged in, bad request …); for a refused publish (16001), the detail the service adds after
 * the code's text, if any.
 */
export function publishFailureText(error: unknown, t: TTranslate): string {
  const title = t('result.publishFailure');
  if (!(error instanceof ApiError) || error.resultCode === null) return `${title}: ${errorText(error, t)}`;
  if (resultKeyOf(error.resultCode) !== 'publishFailure') return `${title}: ${errorText(error, t)}`;
  const detail = error.resultInfo.replace(/^Publish failure[:.\s-]*/i, '').trim();
  return detail ? `${title}: ${detail}` : title;
}
