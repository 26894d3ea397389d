import { cn } from '@/shared/lib/cn.ts';

/** A whole percentage of done out of total; 0 when there is nothing to do. */
export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;

/**
 * A labelled bar with its figure in words beside it ("3 of 10 watched"), so the amount is
 * never told by colour or length alone; screen readers hear the label, the words and the
 * percentage.
 */
export function ProgressBar({
  percent,
  text,
  label,
  className,
}: {
  percent: number;
  text: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
        className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="shrink-0 text-xs font-semibold text-slate-700">
        {text}
      </span>
    </div>
  );
}
