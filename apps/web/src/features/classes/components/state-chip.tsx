import type { AssignmentResult } from '@madrasa/contracts';
import { AlarmClock, CircleAlert, CircleCheck, CircleDashed, Clock } from 'lucide-react';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { cn } from '@/shared/lib/cn.ts';

const LOOKS = {
  done: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30' },
  done_late: { icon: CircleCheck, className: 'bg-amber-50 text-amber-900 ring-amber-700/30' },
  overdue: { icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-700/30' },
  due_soon: { icon: AlarmClock, className: 'bg-amber-50 text-amber-900 ring-amber-700/30' },
  open: { icon: CircleDashed, className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
  upcoming: { icon: Clock, className: 'bg-slate-50 text-slate-700 ring-slate-400/30' },
} as const;

export type ChipState = keyof typeof LOOKS;

/** A result's state as a chip reads it: a done after its due date is "done late". */
export const chipStateOf = (result: AssignmentResult, dueAt: string): ChipState =>
  result.state === 'done' && result.done_at && Date.parse(result.done_at) > Date.parse(dueAt)
    ? 'done_late'
    : result.state;

/** An assignment's state as words and an icon, never colour alone; the export's words. */
export function StateChip({ state, className }: { state: ChipState; className?: string }) {
  const { message } = useMessage();
  const { icon: Icon, className: look } = LOOKS[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {message(`classes.state_${state}`)}
    </span>
  );
}
