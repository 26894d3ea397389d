import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/shared/lib/cn.ts';
import { useMessages } from '../hooks/use-messages.ts';

const CONTROL =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-slate-900 transition-colors placeholder:text-slate-500 hover:border-teal-600 aria-invalid:border-red-700 aria-invalid:bg-red-50';

/** A field's error as react-hook-form holds it: a catalogue key, or the server's text. */
type ErrorLike = { message?: string };

type Shared = {
  label: string;
  error?: ErrorLike;
  hint?: string;
  registration: UseFormRegisterReturn;
  className?: string;
};

/** Label, control, optional hint and the field's error, tied together for screen readers. */
function Field({
  label,
  error,
  hint,
  className,
  children,
}: Omit<Shared, 'registration'> & {
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  const { errorText } = useMessages();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errorText(error.message)}
        </p>
      )}
    </div>
  );
}

export function TextField({
  registration,
  label,
  error,
  hint,
  className,
  ...input
}: Shared & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={CONTROL}
        />
      )}
    </Field>
  );
}

export type Option = { value: string; label: string };

/** A native select with a blank first choice, so "required" means "pick one" (spec §5). */
export function SelectField({
  registration,
  options,
  placeholder,
  label,
  error,
  hint,
  className,
  ...select
}: Shared & { options: Option[]; placeholder: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'className'
  >) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          defaultValue=""
          {...select}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(CONTROL, 'appearance-auto')}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
