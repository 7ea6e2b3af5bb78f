import { safeRedirectPath } from './login-path';

const KEY = 'mw-signup-redirect';
/** A registration not activated within a week no longer leads back to what the visitor was doing. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Where a visitor who registers from a login-required page (a plan's checkout) goes once the
 * activation link has logged them in. The activation e-mail's link carries only its token, so the
 * page is remembered in this browser between registering and activating.
 */
export function rememberSignupRedirect(path: string | null): void {
  const safe = safeRedirectPath(path, '');
  try {
    if (safe) localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: after activation the visitor starts from the console instead.
  }
}

/** The remembered page, once: it is forgotten as it is read. */
export function takeSignupRedirect(now: number = Date.now()): string | null {
  try {
    const saved = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!saved) return null;
    const { path, at } = JSON.parse(saved) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > MAX_AGE_MS) return null;
    return safeRedirectPath(path, '') || null;
  } catch {
    return null;
  }
}

/** An auth page's address that keeps the page to come back to (`redirect`) and the language. */
export function authPathWithRedirect(pathname: string, lang: string, redirect: string | null): string {
  const params = new URLSearchParams();
  const safe = safeRedirectPath(redirect, '');
  if (safe) params.set('redirect', safe);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}
