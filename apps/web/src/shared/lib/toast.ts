import { TOAST_MS } from '@madrasa/contracts';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

// The unstyled build: the styled one injects a <style> element, which a strict CSP blocks.
// Its stylesheet is bundled by the Toaster instead. Import toasts only from this file.
// Loaded on demand: react-toastify, its stylesheet and the Toaster wait for the first toast
// (useToastsWanted), so a visit that shows none never downloads them; a toast raised before
// the Toaster has mounted waits in react-toastify's queue.
const toastify = () => {
  wantToasts();
  return import('react-toastify/unstyled');
};

let wanted = false;
const listeners = new Set<() => void>();
const wantToasts = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast has been raised: the Toaster is mounted from then on. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

export const toastError = (message: string, options?: ToastOptions) =>
  void toastify().then(({ toast }) =>
    toast.error(message, { autoClose: TOAST_MS.error, ...options }),
  );

export const toastSuccess = (message: string, options?: ToastOptions) =>
  void toastify().then(({ toast }) => toast.success(message, options));

/** A plain text, or a text with its action (offline/update-ready.tsx). */
export const toastInfo = (message: ReactNode, options?: ToastOptions) =>
  void toastify().then(({ toast }) => toast.info(message, options));
