import { LANGUAGE_SWITCH_PATH, type Language } from '@madrasa/contracts';
import { ChevronDown, Globe } from 'lucide-react';
import {
  lazy,
  type RefCallback,
  Suspense,
  startTransition,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import { toLanguage } from '../lib/direction.ts';

/** Each language named in itself, in the order docs/product.md §1 lists them. */
const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
];

// Radix's menu (positioning, focus and dismiss code: about 29 KB Brotli) is not needed until
// a reader reaches for the menu: its download starts when a pointer comes over the stand-in
// button, or it takes focus or a press, so a first visit does without it.
let dropdown: Promise<typeof import('./language-dropdown.tsx')> | undefined;
const loadDropdown = () => {
  dropdown ??= import('./language-dropdown.tsx');
  return dropdown;
};
const LanguageDropdown = lazy(async () => ({
  default: (await loadDropdown()).LanguageDropdown,
}));

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
  // In a transition, so the stand-in stays (focus and all) until the menu's code is in.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => {
    void loadDropdown();
    startTransition(() => setWanted(true));
  }, []);
  // Whether the stand-in had focus when the menu replaced it: the real trigger takes it over.
  const hadFocus = useRef(false);
  const standInRef: RefCallback<HTMLButtonElement> = useCallback((node) => {
    if (!node) return;
    return () => {
      hadFocus.current = document.activeElement === node;
    };
  }, []);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentName = LANGUAGE_OPTIONS.find((option) => option.code === current)?.name;
  const { pathname, search } = useLocation();
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

  const standIn = (
    <button
      ref={standInRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={want}
      onFocus={want}
      // On the press, as Radix's trigger does: the real menu can replace this button before
      // the release, which then lands on another element, and no click follows.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        want();
        setOpen(true);
      }}
      // A keyboard's Enter or Space.
      onClick={() => {
        want();
        setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          want();
          setOpen(true);
        }
      }}
    >
      {triggerContent}
    </button>
  );

  // One boundary throughout: the transition keeps the stand-in shown while the menu loads.
  return (
    <>
      <Suspense fallback={standIn}>
        {wanted ? (
          <LanguageDropdown
            current={current}
            options={LANGUAGE_OPTIONS}
            open={open}
            onOpenChange={setOpen}
            triggerClassName={triggerClassName}
            takeFocus={hadFocus}
          >
            {triggerContent}
          </LanguageDropdown>
        ) : (
          standIn
        )}
      </Suspense>
      {/* Without scripts the menu cannot open: the server switches the language instead. */}
      <noscript>
        {LANGUAGE_OPTIONS.filter((option) => option.code !== current).map((option) => (
          <a
            key={option.code}
            href={`${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to: option.code, back: `${pathname}${search}` })}`}
            lang={option.code}
            hrefLang={option.code}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-teal-800 underline hover:bg-teal-50"
          >
            {option.name}
          </a>
        ))}
      </noscript>
    </>
  );
}
