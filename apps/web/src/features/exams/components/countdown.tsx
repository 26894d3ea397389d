import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

/**
 * The time left until the server's deadline, corrected by the server's clock (a phone's own
 * clock may be minutes off). Calls `onTimeUp` once when it reaches zero.
 */
export function Countdown({
  deadline,
  serverNow,
  onTimeUp,
}: {
  deadline: string;
  serverNow: string;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation('exams');
  const offset = useRef(Date.parse(serverNow) - Date.now());
  const left = () => Math.max(0, Date.parse(deadline) - (Date.now() + offset.current));
  const [remaining, setRemaining] = useState(left);
  const fired = useRef(false);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    const timer = setInterval(() => {
      const ms = Math.max(0, Date.parse(deadline) - (Date.now() + offset.current));
      setRemaining(ms);
      if (ms === 0 && !fired.current) {
        fired.current = true;
        timeUp.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const seconds = Math.ceil(remaining / 1000);
  const shown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-full px-4 py-1.5 font-semibold tabular-nums',
        seconds <= 60 ? 'bg-red-50 text-red-800' : 'bg-teal-50 text-teal-900',
      )}
    >
      <Timer aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('run.timeLeft')}</span>
      {/* Announced only in its last minute, not every second. */}
      <span dir="ltr" aria-live={seconds <= 60 && seconds % 15 === 0 ? 'polite' : 'off'}>
        {shown}
      </span>
    </p>
  );
}
