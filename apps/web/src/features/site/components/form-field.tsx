import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

export const CONTROL_CLASS =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-slate-900 transition-colors placeholder:text-slate-500 hover:border-teal-600 aria-invalid:border-red-700 aria-invalid:bg-red-50';

/** Label (with a required star or "optional"), control and error, tied for screen readers. */
export function FormField({
  label,
  required,
  error,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    required?: boolean;
  }) => ReactNode;
}) {
  const { t } = useTranslation('site');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        ) : (
          <span className="ms-1 font-normal text-slate-600">{t('contact.form.optional')}</span>
        )}
      </label>
      {children({
        id,
        required,
        ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}),
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
