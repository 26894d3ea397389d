import { cn } from '@/shared/lib/cn.ts';
import { CONTROL_CLASS, Field } from './field.tsx';

export type Option = { value: string | number; label: string };

/** A labelled native select: keyboard and phone friendly; `placeholder` is the empty choice. */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  error,
  disabled,
  onChange,
  className,
}: {
  label: string;
  value: string | number | undefined;
  options: Option[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={cn(CONTROL_CLASS, 'pe-8')}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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
