import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastInput } from './toast-state';
import { Toaster } from './toaster';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const removalTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    clearTimeout(removalTimers.current.get(id));
    removalTimers.current.set(
      id,
      setTimeout(() => {
        removalTimers.current.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    dispatch({
      type: 'add',
      toast: {
        ...input,
        variant: input.variant ?? 'default',
        duration: input.duration ?? TOAST_DURATION_MS,
        id,
        open: true,
      },
    });
    return id;
  }, []);

  useEffect(() => {
    const pending = removalTimers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
