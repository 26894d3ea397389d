import { Tabs } from 'radix-ui';
import { cn } from '@/shared/lib/cn.ts';

export type TabItem = { value: string; label: string };

/** A row of tab triggers; arrow keys move between them in the reading direction. */
export function TabList({
  label,
  items,
  className,
  variant = 'main',
}: {
  label: string;
  items: TabItem[];
  className?: string;
  variant?: 'main' | 'sub';
}) {
  return (
    <Tabs.List
      aria-label={label}
      className={cn(
        variant === 'main'
          ? 'flex flex-wrap gap-2 sm:gap-1 sm:border-b sm:border-slate-200'
          : 'inline-flex flex-wrap gap-1 rounded-full bg-slate-100 p-1',
        className,
      )}
    >
      {items.map((item) => (
        <Tabs.Trigger
          key={item.value}
          value={item.value}
          className={
            variant === 'main'
              ? // Pills that wrap on a phone; underlined tabs in one row from the small breakpoint.
                'min-h-11 rounded-full bg-slate-100 px-4 py-2 font-semibold whitespace-nowrap text-slate-700 data-[state=active]:bg-teal-700 data-[state=active]:text-white data-[state=inactive]:hover:text-teal-800 sm:-mb-px sm:rounded-none sm:border-b-4 sm:border-transparent sm:bg-transparent sm:data-[state=active]:border-teal-700 sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-teal-900'
              : 'min-h-11 rounded-full px-5 py-2 font-semibold text-slate-700 data-[state=active]:bg-teal-700 data-[state=active]:text-white data-[state=inactive]:hover:text-teal-800'
          }
        >
          {item.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
