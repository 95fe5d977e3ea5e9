export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { clearToasts, dismissToast, showToast } from './toast';
export type { ToastId, ToastOptions, ToastSeverity } from './toast';
