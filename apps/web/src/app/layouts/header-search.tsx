import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { MIN_QUERY, placeNames, useSearch } from '@/shared/api/search.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { Highlighted } from '@/shared/ui/highlighted.tsx';

/** Suggestions wait this long after the last key. */
const DEBOUNCE_MS = 250;

/**
 * The header's search box: suggestions as the visitor types (from two characters, after a
 * pause), arrows to move through them, Enter to open one or the whole results page. A
 * combobox in the ARIA sense, so screen readers announce the suggestions.
 *
 * `grows`: the desktop row leaves the box little room beside the navigation, where the
 * placeholder saying what can be searched was cut to its first word; there it rests small
 * with a short placeholder and, while in use, widens over the navigation with the whole one.
 */
export function HeaderSearch({
  className,
  onNavigate,
  grows = false,
}: {
  className?: string;
  onNavigate?: () => void;
  grows?: boolean;
}) {
  const { t } = useTranslation();
  const text = useBilingual();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // Focused before the app took the page over (typed into the server's page): widen now.
  useEffect(() => setFocused(document.activeElement === inputRef.current), []);
  const wide = !grows || focused;
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useSearch(query, { limit: 3 });
  const suggestions = (results.data?.groups ?? []).flatMap((group) => group.results).slice(0, 8);
  const showing = open && query.length >= MIN_QUERY && results.data !== undefined;
  const options = [
    ...suggestions.map((result) => ({
      key: `${result.kind}-${result.subkind}-${result.id}`,
      to: result.link,
      result,
      // Grade, subject and semester tell apart results that share a title, such as a
      // subject taught in every grade and semester.
      where: placeNames(result, text, (semester) => t(`semester.${semester}`)),
    })),
    { key: 'all', to: paths.search.to(query), result: null, where: [] },
  ];

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showing ? options[active] : undefined;
    if (chosen) go(chosen.to);
    else if (typed.trim()) go(paths.search.to(typed.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the arrows go round the options and back to it.
      setActive(
        (current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1,
      );
    }
  };
  const activeIndex = active >= options.length ? -1 : active;

  return (
    <search className={cn('relative block min-h-11', className)}>
      {/* Sent by the browser to the server's search page before the app runs, or without it. */}
      <form
        action={paths.search.path}
        method="get"
        onSubmit={submit}
        className={
          grows && focused
            ? 'absolute end-0 top-0 z-50 w-[min(32rem,60vw)] rounded-full shadow-lg'
            : 'relative'
        }
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={showing}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={
            showing && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
          }
          autoComplete="off"
          maxLength={100}
          placeholder={t(wide ? 'search.placeholder' : 'search.short')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          ref={inputRef}
          onFocus={() => {
            setOpen(true);
            setFocused(true);
          }}
          onBlur={() => {
            setFocused(false);
            setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-11 w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 hover:border-teal-600',
            // Resting small, the box keeps every pixel it can for its short placeholder.
            wide ? 'ps-10 pe-4' : 'ps-9 pe-2',
          )}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showing}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 min-w-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose options (aria-activedescendant)
            <div
              key={option.key}
              tabIndex={-1}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.to)}
              className={cn(
                'cursor-pointer rounded-xl px-3 py-2',
                index === activeIndex
                  ? 'bg-teal-50 text-teal-900'
                  : 'text-slate-800 hover:bg-slate-50',
                option.result === null && 'border-t border-slate-100 font-semibold text-teal-800',
              )}
            >
              {option.result ? (
                <>
                  <Highlighted text={text(option.result.title)} query={query} />
                  {option.where.length > 0 && (
                    <span className="block text-sm text-slate-600">{option.where.join(' · ')}</span>
                  )}
                </>
              ) : (
                t('search.seeAll', { query })
              )}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
