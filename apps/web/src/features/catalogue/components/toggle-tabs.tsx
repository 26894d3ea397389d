import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/lib/direction.ts';

/**
 * A two-way toggle (semesters, exam types) as tabs: arrow keys move between them and each
 * panel is labelled by its tab. Only the selected panel's content is rendered.
 */
export function ToggleTabs<V extends string>({
  label,
  value,
  onValueChange,
  options,
  children,
}: {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string; icon?: LucideIcon }>;
  children: (value: V) => ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onValueChange(option.value);
      }}
      dir={directionOf(i18n.resolvedLanguage)}
    >
      <Tabs.List
        aria-label={label}
        className="mb-8 grid w-full auto-cols-fr grid-flow-col gap-1 rounded-full bg-slate-100 p-1 sm:inline-grid sm:w-auto"
      >
        {options.map((option) => (
          <Tabs.Trigger
            key={option.value}
            value={option.value}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold sm:px-5 sm:text-base text-slate-800 transition-colors hover:text-teal-800 data-[state=active]:bg-teal-700 data-[state=active]:text-white"
          >
            {option.icon && <option.icon aria-hidden="true" className="size-5 shrink-0" />}
            {option.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {options.map((option) => (
        <Tabs.Content key={option.value} value={option.value} className="rounded-2xl">
          {option.value === value && children(option.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
