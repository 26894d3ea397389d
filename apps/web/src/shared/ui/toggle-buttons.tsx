import { cn } from '@/shared/lib/cn.ts';

const LOOKS = {
  /** Separate rounded chips, for the public pages. */
  chips: {
    group: 'flex flex-wrap gap-2',
    button: 'rounded-full px-5',
    on: 'bg-teal-700 text-white',
    off: 'bg-slate-100 text-slate-800 hover:bg-teal-50 hover:text-teal-800',
  },
  /** One segmented bar, for the console's views (pending / published …). */
  segmented: {
    group: 'inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1',
    button: 'rounded-lg px-4',
    on: 'bg-white text-teal-900 shadow-sm',
    off: 'text-slate-700 hover:bg-white/60',
  },
} as const;

/**
 * Two or more mutually exclusive buttons that switch a view; the chosen one is announced
 * as pressed. (Where each option owns a panel, the catalogue's ToggleTabs fits better.)
 */
export function ToggleButtons<V extends string>({
  label,
  value,
  options,
  onChange,
  look = 'chips',
  className,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const style = LOOKS[look];
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields; a fieldset would announce a form
    <div role="group" aria-label={label} className={cn(style.group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-11 items-center font-semibold transition-colors',
            style.button,
            option.value === value ? style.on : style.off,
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
