import { TOAST_MS } from '@madrasa/contracts';
import type { ToastOptions } from 'react-toastify/unstyled';

// The unstyled build: the styled one injects a <style> element, which a strict CSP blocks.
// Its stylesheet is bundled by the Toaster instead. Import toasts only from this file.
// Loaded on demand, like the Toaster, to keep react-toastify out of the entry chunk; a toast
// raised before the Toaster has mounted waits in react-toastify's queue.
const toastify = () => import('react-toastify/unstyled');

export const toastError = (message: string, options?: ToastOptions) =>
  void toastify().then(({ toast }) =>
    toast.error(message, { autoClose: TOAST_MS.error, ...options }),
  );

export const toastSuccess = (message: string, options?: ToastOptions) =>
  void toastify().then(({ toast }) => toast.success(message, options));

export const toastInfo = (message: string, options?: ToastOptions) =>
  void toastify().then(({ toast }) => toast.info(message, options));
