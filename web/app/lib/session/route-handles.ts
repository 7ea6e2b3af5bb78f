/** `handle` of the pathless layout around every login-required page (SPEC 2). */
export type TLoginRequiredHandle = { requiresLogin: true };

export function isLoginRequiredHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as TLoginRequiredHandle).requiresLogin === true;
}

/**
 * `handle` of a public page that log-out nevertheless leaves for home, as it leaves the
 * login-required ones (SPEC 2: the animation pages /animation and /bskAnimation).
 */
export type TReturnsHomeOnLogOutHandle = { returnsHomeOnLogOut: true };

/** Log-out leaves the page for home: a login-required page, or one whose handle asks for it. */
export function isLeftOnLogOut(handle: unknown): boolean {
  return (
    isLoginRequiredHandle(handle) ||
    (typeof handle === 'object' &&
      handle !== null &&
      (handle as TReturnsHomeOnLogOutHandle).returnsHomeOnLogOut === true)
  );
}
