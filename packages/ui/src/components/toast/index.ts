export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  toastVariants,
  ToastViewport,
  type ToastCloseProps,
  type ToastProps,
  type ToastProviderProps,
  type ToastViewportProps,
} from './toast.tsx';
export {
  dismissToast,
  maxVisibleToasts,
  toast,
  useToast,
  useToasts,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './toast-store.ts';
export { Toaster, type ToasterProps } from './toaster.tsx';
