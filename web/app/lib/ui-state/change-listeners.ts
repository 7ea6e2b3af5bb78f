type TListener = () => void;

/**
 * The listeners of one module-level value (or event): `subscribe` has the shape
 * useSyncExternalStore takes and answers the unsubscribe; `notify` calls each listener.
 */
export function createChangeListeners() {
  const listeners = new Set<TListener>();
  return {
    subscribe(listener: TListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
