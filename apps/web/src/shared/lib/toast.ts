import { TOAST_MS } from '@madrasa/contracts';
// The unstyled build: the styled one injects a <style> element, which a strict CSP blocks.
// Its stylesheet is bundled by the Toaster instead. Import toasts only from this file.
import { type ToastOptions, toast } from 'react-toastify/unstyled';

export const toastError = (message: string, options?: ToastOptions) =>
  toast.error(message, { autoClose: TOAST_MS.error, ...options });

export const toastSuccess = (message: string, options?: ToastOptions) =>
  toast.success(message, options);

export const toastInfo = (message: string, options?: ToastOptions) => toast.info(message, options);
