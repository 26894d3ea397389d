import type { ChangeEvent } from 'react';
import { CONTROL_CLASS, FormField } from './form-field.tsx';

export const FILE_INPUT_CLASS = `${CONTROL_CLASS} file:me-3 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-1 file:font-semibold file:text-teal-800`;

/** A labelled file input limited to `accept`, with its hint and error. */
export function FileField({
  name,
  label,
  hint,
  accept,
  error,
  onChange,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  accept: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="file"
          accept={accept}
          onChange={onChange}
          className={FILE_INPUT_CLASS}
        />
      )}
    </FormField>
  );
}
