/** Result codes that mean the visitor must log in again (SPEC 8). */
export const LOGIN_REQUIRED_CODES: ReadonlySet<number> = new Set([11007, 11008]);

/**
 * A failed API call. `resultCode` is the gateway's code when the answer was an
 * envelope, null when the failure happened at the HTTP level (404, 500, bad body).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly resultCode: number | null,
    readonly resultInfo: string,
    readonly status: number,
  ) {
    super(resultInfo);
  }

  get isLoginRequired(): boolean {
    return this.resultCode !== null && LOGIN_REQUIRED_CODES.has(this.resultCode);
  }
}
