import { cn } from '../lib/cn.ts';

/** The mark: a school arch over an open book. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" fill="#0f766e" />
      <path
        d="M15 33V23c0-5 4-9 9-13 5 4 9 8 9 13v10"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path d="M9 35c5-3 10-3 15 0 5-3 10-3 15 0v4c-5-3-10-3-15 0-5-3-10-3-15 0z" fill="#fbbf24" />
    </svg>
  );
}

/** Mark plus the bilingual wordmark "مدرسة Madrasa", each word tagged with its language. */
export function Logo({
  tone = 'dark',
  className,
  wordmarkClassName,
}: {
  tone?: 'dark' | 'light';
  className?: string;
  /** E.g. to hide the words where a header has no room for them (the link keeps its name). */
  wordmarkClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="size-10 shrink-0" />
      <span
        className={cn(
          'flex items-baseline gap-1.5 text-xl leading-none font-bold',
          tone === 'light' ? 'text-white' : 'text-teal-900',
          wordmarkClassName,
        )}
      >
        <span lang="ar">مدرسة</span>
        <span lang="en" className={tone === 'light' ? 'text-amber-300' : 'text-teal-700'}>
          Madrasa
        </span>
      </span>
    </span>
  );
}
