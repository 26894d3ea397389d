import { type ReactNode, useId } from 'react';
import { cn } from '@/shared/lib/cn.ts';

export const CONTROL_CLASS =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-slate-900 transition-colors placeholder:text-slate-500 hover:border-teal-600 [&[readonly]]:border-slate-200 [&[readonly]]:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-700 aria-invalid:border-red-700 aria-invalid:bg-red-50';

export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** Label, control, optional hint and the field's error, tied together for screen readers. */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  /** The text to show, already translated. */
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type Option = { value: string; label: string };

/** The options of a native select, with the blank "choose" first so required means "pick one". */
export function SelectOptions({
  options,
  placeholder,
}: {
  options: Option[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
