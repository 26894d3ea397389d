import { TOAST_MS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { directionOf } from '../lib/direction.ts';

/** Toasts sit top-left in both directions, as docs/product.md §2 says; text direction follows the page. */
export function Toaster() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer
      position="top-left"
      rtl={directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl'}
      autoClose={TOAST_MS.default}
      newestOnTop
      pauseOnFocusLoss
      theme="colored"
    />
  );
}
