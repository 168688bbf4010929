/**
 * Notifications (docs/storefront.md §3 and §8): each lives 5,000 ms unless it has no timeout, and a
 * message equal to the last one shown is not repeated. Announced politely to screen readers.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";

export type ToastType = "success" | "info" | "warning" | "error";
export interface ToastInput {
  type: ToastType;
  message: string;
  action1?: { label: string; onClick?: () => void };
  /** a second action, e.g. "Proceed to checkout" next to "OK" */
  action2?: { label: string; onClick?: () => void };
  hasNoTimeout?: boolean;
  timeToLive?: number;
}
interface Toast extends ToastInput {
  id: number;
}

export const TOAST_LIFETIME_MS = 5000;

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useNotify() {
  return useContext(ToastContext);
}

/** Pure rule, tested: should this toast be shown, given the last message? */
export function isDuplicateToast(last: string | undefined, next: string): boolean {
  return last === next;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const last = useRef<string | undefined>(undefined);
  const { t } = useTranslation();
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const notify = useCallback(
    (toast: ToastInput) => {
      if (isDuplicateToast(last.current, toast.message)) return;
      last.current = toast.message;
      const id = Math.floor(Math.random() * 100000);
      setToasts((list) => [...list, { ...toast, id }]);
      if (!toast.hasNoTimeout) {
        setTimeout(() => {
          dismiss(id);
          if (last.current === toast.message) last.current = undefined;
        }, toast.timeToLive ?? TOAST_LIFETIME_MS);
      }
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.type}`}>
            <span>{toast.message}</span>
            {(["action1", "action2"] as const).map((slot) => {
              const action = toast[slot];
              return action ? (
                <button
                  key={slot}
                  type="button"
                  onClick={() => {
                    action.onClick?.();
                    dismiss(toast.id);
                  }}
                >
                  {action.label}
                </button>
              ) : null;
            })}
            <button type="button" className="toast-close" aria-label={t("close")} onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
