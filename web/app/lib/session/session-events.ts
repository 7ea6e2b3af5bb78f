import { createChangeListeners } from '~/lib/ui-state/change-listeners';

const loggedOut = createChangeListeners();

/** Lets the console's query cache drop the user's data at log-out without the shell importing it. */
export const onLoggedOut = loggedOut.subscribe;
export const notifyLoggedOut = loggedOut.notify;

let loggingOut = false;
const loggingOutChanges = createChangeListeners();

/**
 * Whether the visitor has logged out in this page (from the log-out call's success until the next
 * log-in): the page still shows the signed-in header for a moment while it leaves the console, and
 * what polls the user's data (the unread ticket badge) would only be refused (401) — it stops instead.
 */
export function isLoggingOut(): boolean {
  return loggingOut;
}

export const onLoggingOutChange = loggingOutChanges.subscribe;

export function setLoggingOut(value: boolean): void {
  loggingOut = value;
  loggingOutChanges.notify();
}
