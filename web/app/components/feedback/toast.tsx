import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import { getServerToasts, getToasts, showToast, subscribeToasts, type TToastTone } from '~/lib/toast-store';
import './toast.css';

type TShowToast = (message: string, tone?: TToastTone) => void;

const ToastContext = createContext<TShowToast>(showToast);

/** `const toast = useToast(); toast('Saved', 'success')`. */
export function useToast(): TShowToast {
  return useContext(ToastContext);
}

const TONE_ICON = { error: 'close', success: 'check', info: 'bolt' } as const;

/** Renders the toasts in one polite live region at the top centre of the viewport. */
function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
          <span className="toast__icon" aria-hidden="true">
            <Icon name={TONE_ICON[toast.tone]} size={14} />
          </span>
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <ToastViewport />
    </ToastContext.Provider>
  );
}
