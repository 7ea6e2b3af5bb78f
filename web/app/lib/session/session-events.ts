type TListener = () => void;

const logOutListeners = new Set<TListener>();

/** Lets the console's query cache drop the user's data at log-out without the shell importing it. */
export function onLoggedOut(listener: TListener): () => void {
  logOutListeners.add(listener);
  return () => logOutListeners.delete(listener);
}

export function notifyLoggedOut(): void {
  for (const listener of logOutListeners) listener();
}

let loggingOut = false;
const loggingOutListeners = new Set<TListener>();

/**
 * Whether the visitor has logged out in this page (from the log-out call's success until the next
 * log-in): the page still shows the signed-in header for a moment while it leaves the console, and
 * what polls the user's data (the unread ticket badge) would only be refused (401) — it stops instead.
 */
export function isLoggingOut(): boolean {
  return loggingOut;
}

export function onLoggingOutChange(listener: TListener): () => void {
  loggingOutListeners.add(listener);
  return () => loggingOutListeners.delete(listener);
}

export function setLoggingOut(value: boolean): void {
  loggingOut = value;
  for (const listener of loggingOutListeners) listener();
}
