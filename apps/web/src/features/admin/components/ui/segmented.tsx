import { cn } from '@/shared/lib/cn.ts';

/** A small set of mutually exclusive views (pending / published …) as pressed buttons. */
export function Segmented<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: Array<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields; a fieldset would announce a form
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 rounded-lg px-4 font-semibold transition-colors',
            option.value === value
              ? 'bg-white text-teal-900 shadow-sm'
              : 'text-slate-700 hover:bg-white/60',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
