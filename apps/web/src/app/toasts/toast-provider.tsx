import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Toast, type ToastApi, ToastContext, type ToastKind } from './toast-context';
import { ToastItem } from './toast-item';

/** Holds the toasts and shows them stacked at the top right, newest last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const onDismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextId.current;
      nextId.current += 1;
      setToasts((current) => [...current, { id, kind, message }]);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label="Notifications"
        aria-live="polite"
        className="pointer-events-none fixed top-20 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-3"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </section>
    </ToastContext>
  );
}
