import type { Language } from '@madrasa/contracts';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { directionOf, isLanguage, toLanguage } from '../lib/direction.ts';
import { changeLanguage } from '../lib/i18n.ts';

/** Each language named in itself, in the order the spec lists them. */
const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
];

export function LanguageMenu({
  className,
  labelClassName = 'sr-only sm:not-sr-only',
}: {
  className?: string;
  /** Where the current language's name shows beside the globe (it always stays for screen readers). */
  labelClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentName = LANGUAGE_OPTIONS.find((option) => option.code === current)?.name;

  return (
    // Not modal: a modal menu locks page scroll by injecting a <style> element (blocked by CSP).
    <DropdownMenu.Root modal={false} dir={directionOf(current)}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-medium sm:px-3 text-slate-800 hover:bg-teal-50',
          className,
        )}
      >
        <Globe aria-hidden="true" className="size-5 text-teal-700" />
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={current} className={labelClassName}>
          {currentName}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
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
            {LANGUAGE_OPTIONS.map((option) => (
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
