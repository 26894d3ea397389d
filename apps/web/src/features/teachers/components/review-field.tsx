import { isMessageKey } from '@madrasa/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export const CONTROL =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-slate-900 transition-colors hover:border-teal-600 aria-invalid:border-red-700 aria-invalid:bg-red-50';

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label, its control and the field's error (a catalogue key or a server text). */
export function ReviewField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation('messages');
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {isMessageKey(error) ? t(error) : error}
        </p>
      )}
    </div>
  );
}
