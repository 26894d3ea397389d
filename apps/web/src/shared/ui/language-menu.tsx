import type { Language } from '@madrasa/contracts';
import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { toLanguage } from '../lib/direction.ts';

/** Each language named in itself, in the order docs/product.md §1 lists them. */
const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
];

// Radix's menu (positioning, focus and dismiss code: about 20 KB gzip) stays out of the entry
// chunk. Its download starts when this module runs, alongside the first page's texts.
const dropdown = import('./language-dropdown.tsx');
const LanguageDropdown = lazy(async () => ({ default: (await dropdown).LanguageDropdown }));

export function LanguageMenu({
  className,
  labelClassName = 'sr-only sm:not-sr-only',
}: {
  className?: string;
  /** Where the current language's name shows beside the globe (it always stays for screen readers). */
  labelClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  // Controlled here, so a press on the stand-in trigger opens the menu once it has loaded.
  const [open, setOpen] = useState(false);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentName = LANGUAGE_OPTIONS.find((option) => option.code === current)?.name;
  const triggerClassName = cn(
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-medium sm:px-3 text-slate-800 hover:bg-teal-50',
    className,
  );
  const triggerContent = (
    <>
      <Globe aria-hidden="true" className="size-5 text-teal-700" />
      <span className="sr-only">{t('language.label')}: </span>
      <span lang={current} className={labelClassName}>
        {currentName}
      </span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );

  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={triggerClassName}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setOpen(true);
          }}
        >
          {triggerContent}
        </button>
      }
    >
      <LanguageDropdown
        current={current}
        options={LANGUAGE_OPTIONS}
        open={open}
        onOpenChange={setOpen}
        triggerClassName={triggerClassName}
      >
        {triggerContent}
      </LanguageDropdown>
    </Suspense>
  );
}
