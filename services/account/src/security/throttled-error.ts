import { AppError } from '@matchwire/kit/errors/app-error';

/** 10006 with the wait: the service's onError hook turns `retryAfterSeconds` into `Retry-After`. */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number, resultInfo?: string) {
    super('tooManyRequests', resultInfo);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** '15 minutes', '1 minute', '8 seconds': the wait as the refusal names it. */
export function formatWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
