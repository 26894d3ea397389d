import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn.ts';

const TONES = {
  neutral: 'text-slate-700 hover:bg-slate-100',
  primary: 'text-teal-800 hover:bg-teal-50',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

/** A square button with an icon and an accessible name (shown as a tooltip too). */
export function IconButton({
  icon: Icon,
  label,
  tone = 'neutral',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: LucideIcon;
  label: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-11 place-items-center rounded-lg transition-colors disabled:opacity-50',
        TONES[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
