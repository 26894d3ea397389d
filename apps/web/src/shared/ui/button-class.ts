import { cn } from '../lib/cn.ts';

const VARIANTS = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800',
  accent: 'bg-amber-400 text-slate-900 hover:bg-amber-300',
  secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
  ghost: 'text-teal-800 hover:bg-teal-50',
  /** What cannot be undone (a deletion). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

/** Classes for a button, or for a link that looks like one. */
export const buttonClass = (variant: keyof typeof VARIANTS = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    className,
  );
