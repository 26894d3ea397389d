import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

/**
 * The tick on a watched lesson or an opened file: an icon with its word beside it, so it
 * reads without colour and to screen readers. `what`: which word.
 */
export function DoneTick({ what, className }: { what: 'watched' | 'opened'; className?: string }) {
  const { t } = useTranslation('progress');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800',
        className,
      )}
    >
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {t(`tick.${what}`)}
    </span>
  );
}
