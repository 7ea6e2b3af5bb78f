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
