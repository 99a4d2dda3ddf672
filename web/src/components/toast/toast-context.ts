import { createContext, useContext } from 'react';
import type { ToastInput } from './toast-state';

export interface ToastApi {
  toast: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside a ToastProvider');
  }
  return api;
}
