import type { Language } from '@madrasa/contracts';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { directionOf, isLanguage } from '../lib/direction.ts';
import { changeLanguage } from '../lib/i18n.ts';

/** The language menu proper: Radix's dropdown, loaded apart from the app's entry. */
export function LanguageDropdown({
  current,
  options,
  open,
  onOpenChange,
  triggerClassName,
  takeFocus,
  children,
}: {
  current: Language;
  options: ReadonlyArray<{ code: Language; name: string }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  /** True when the stand-in this menu replaces had focus: the trigger takes it over. */
  takeFocus?: RefObject<boolean>;
  /** The trigger's content. */
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus?.current) return;
    takeFocus.current = false;
    trigger.current?.focus();
  }, [takeFocus]);

  return (
    // Not modal: a modal menu locks page scroll by injecting a <style> element (blocked by CSP).
    <DropdownMenu.Root
      modal={false}
      dir={directionOf(current)}
      open={open}
      onOpenChange={onOpenChange}
    >
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (isLanguage(value)) void changeLanguage(value);
            }}
          >
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.code}
                value={option.code}
                lang={option.code}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-slate-800 outline-none select-none data-highlighted:bg-teal-50 data-[state=checked]:font-semibold"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-teal-700" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {option.name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
