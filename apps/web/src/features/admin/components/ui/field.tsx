import { type ReactNode, useId } from 'react';
import { cn } from '@/shared/lib/cn.ts';

export const CONTROL_CLASS =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 transition-colors hover:border-teal-600 aria-invalid:border-red-700 aria-invalid:bg-red-50 disabled:bg-slate-100';

export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** A label, its control and the field's error or hint, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  lang,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** The language typed in this field (an Arabic name inside the English console, say). */
  lang?: 'ar' | 'en';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      lang={lang}
      dir={lang && (lang === 'ar' ? 'rtl' : 'ltr')}
    >
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        ...(note ? { 'aria-describedby': noteId } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {note && (
        <p
          id={noteId}
          className={cn('text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {note}
        </p>
      )}
    </div>
  );
}
