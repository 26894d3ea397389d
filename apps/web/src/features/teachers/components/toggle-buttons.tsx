import { cn } from '@/shared/lib/cn.ts';

/** Two or more mutually exclusive buttons; the chosen one is announced as pressed. */
export function ToggleButtons<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="mb-6 flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors',
            option.value === value
              ? 'bg-teal-700 text-white'
              : 'bg-slate-100 text-slate-800 hover:bg-teal-50 hover:text-teal-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
