import { ApiError } from './api-error';

/** The text SPEC 8 shows for a failure: the server's resultInfo, else the error's own message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.resultInfo || error.message;
  return error instanceof Error ? error.message : String(error);
}

export function resultCodeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.resultCode : null;
}
