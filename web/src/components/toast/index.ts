export { ToastProvider } from './toast-provider';
export { useToast } from './toast-context';
export type { ToastInput } from './toast-state';
