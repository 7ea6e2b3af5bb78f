import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import {
  getServerToasts,
  getToasts,
  showToast,
  subscribeToasts,
  type TToast,
  type TToastTone,
} from '~/lib/ui-state/toast-store';
import './toast.css';

type TShowToast = (message: string, tone?: TToastTone) => void;

const ToastContext = createContext<TShowToast>(showToast);

/** `const toast = useToast(); toast('Saved', 'success')`. */
export function useToast(): TShowToast {
  return useContext(ToastContext);
}

const TONE_ICON = { error: 'close', success: 'check', info: 'bolt' } as const;

function ToastItem({ toast }: { toast: TToast }) {
  if (toast.isSilent) return <p className="visually-hidden">{toast.message}</p>;
  return (
    <div className={`toast with-icon toast--${toast.tone}`} data-testid="toast">
      <span className="toast__icon" aria-hidden="true">
        <Icon name={TONE_ICON[toast.tone]} size={14} />
      </span>
      <span>{toast.message}</span>
    </div>
  );
}

/**
 * The toasts at the top centre of the viewport, in two live regions that are in the server HTML
 * from the start (a region added together with its message is often not read): errors in an
 * assertive alert region, everything else in a polite status region.
 */
function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div className="toast-viewport">
      <div className="toast-region" role="status" aria-live="polite" data-testid="toast-status">
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className="toast-region" role="alert" aria-live="assertive" data-testid="toast-alert">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
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
