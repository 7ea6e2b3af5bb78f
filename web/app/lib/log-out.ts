/**
 * SPEC 4: log out clears the jwt and token cookies and returns home. The account
 * service (a later issue) will add a server call for httpOnly cookies.
 */
export function logOut(): void {
  for (const name of ['jwt', 'token']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  window.location.assign('/');
}
