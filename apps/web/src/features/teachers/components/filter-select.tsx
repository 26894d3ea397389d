import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export type Option = { value: string; label: string };

/** A labelled native select: keyboard operable and announced the same in both directions. */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  onChange,
  hint,
}: {
  label: string;
  /** The field's name in the form, as the URL names the filter. */
  name: string;
  value: string;
  anyLabel: string;
  options: Option[];
  onChange: (value: string) => void;
  /** A note under the select, read out with it. */
  hint?: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
          className="min-h-11 w-full appearance-none rounded-xl border border-slate-400 bg-white py-2 ps-4 pe-10 text-slate-900 hover:border-teal-600"
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-slate-600"
        />
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
