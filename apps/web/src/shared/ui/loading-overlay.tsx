import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

/** Full-screen "Loading..." shown while a form's request runs (docs/product.md §2, auth screens). */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-white/85 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-lg">
        <Spinner className="size-10 text-teal-700" />
        <p className="text-lg font-semibold text-slate-800">{label ?? t('loading')}</p>
      </div>
    </div>
  );
}
