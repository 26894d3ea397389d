import { LANGUAGE_SWITCH_PATH, type Language } from '@madrasa/contracts';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { cn } from '../lib/cn.ts';
import { toLanguage } from '../lib/direction.ts';
import { changeLanguage } from '../lib/i18n.ts';

/** Each language named in itself, in the order docs/product.md §1 lists them. */
const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
];

/**
 * The language menu: a native disclosure whose choices are links to the server's language
 * switch (`GET /language?to=&back=`, which writes the language cookie and sends the reader
 * back). So it opens and switches at the first tap, before the app's code has loaded, or
 * without it (issue 36). Once the app runs, a choice switches in place, without a reload.
 */
export function LanguageMenu({
  className,
  labelClassName = 'sr-only sm:not-sr-only',
}: {
  className?: string;
  /** Where the current language's name shows beside the globe (it always stays for screen readers). */
  labelClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useDisclosure(ref);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentName = LANGUAGE_OPTIONS.find((option) => option.code === current)?.name;
  const { pathname, search } = useLocation();

  return (
    <details ref={ref} className={cn('group relative', className)}>
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-full px-2 font-medium text-slate-800 select-none hover:bg-teal-50 sm:px-3 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-5 text-teal-700" />
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={current} className={labelClassName}>
          {currentName}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-1.5 min-w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
        {LANGUAGE_OPTIONS.map((option) => (
          <li key={option.code}>
            <a
              href={`${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to: option.code, back: `${pathname}${search}` })}`}
              lang={option.code}
              hrefLang={option.code}
              aria-current={option.code === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                close();
                if (option.code !== current) void changeLanguage(option.code);
              }}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-slate-800 hover:bg-teal-50 aria-[current]:font-semibold"
            >
              <span className="inline-flex size-4 items-center justify-center">
                {option.code === current && (
                  <Check aria-hidden="true" className="size-4 text-teal-700" />
                )}
              </span>
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
