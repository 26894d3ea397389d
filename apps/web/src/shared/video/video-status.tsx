import type { VideoState, VideoStream } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

const TONES: Record<VideoState, string> = {
  queued: 'bg-slate-100 text-slate-800',
  processing: 'bg-amber-50 text-amber-900',
  ready: 'bg-teal-50 text-teal-900',
  failed: 'bg-red-50 text-red-900',
  original: 'bg-slate-100 text-slate-800',
};

/**
 * Where a video's ladder is, for teacher and admin lists: a badge in words (a live status,
 * so a change is announced), a bar while it is being made, and why it failed.
 */
export function VideoStatus({
  stream,
  className,
}: {
  stream: Pick<VideoStream, 'state' | 'percent' | 'failure'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { state, percent, failure } = stream;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span
        role="status"
        className={cn('w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[state])}
      >
        {state === 'processing'
          ? t('video.state.processing', { percent })
          : t(`video.state.${state}`)}
        {state === 'failed' && failure && <> · {t(`video.failure.${failure}`)}</>}
      </span>
      {state === 'processing' && (
        <div
          role="progressbar"
          aria-label={t('video.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-amber-600" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
