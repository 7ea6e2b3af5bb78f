/** `handle` of the pathless layout around every login-required page (SPEC 2). */
export type TLoginRequiredHandle = { requiresLogin: true };

export function isLoginRequiredHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as TLoginRequiredHandle).requiresLogin === true;
}
