import type { ItemProgress } from '@madrasa/contracts';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { usePremiumAccess, usePremiumItem } from '@/shared/premium/premium-access.ts';
import { LockedActions, LockOverlay, PreviewBadge } from '@/shared/premium/premium-lock.tsx';
import { LessonProgress } from '@/shared/progress/item-progress.tsx';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { VideoDialog } from '@/shared/ui/video-dialog.tsx';
import { resolveStream } from '@/shared/video/stream-urls.ts';
import { type TeacherVideo, useTeacherVideos } from '../api/get-teacher-videos.ts';

/**
 * The teacher's video lessons as cards; the play button opens the player, where a signed-in
 * student resumes and their place is saved; watched videos carry a tick. A video of a premium
 * course the reader has not unlocked shows a lock and "Activate a card" instead.
 */
export function CoursesTab({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const videos = useTeacherVideos(teacherId);
  const [playing, setPlaying] = useState<TeacherVideo | null>(null);
  const progress = useProgressOf({ teacherId });
  const location = useLocation();
  // A premium video plays from its signed paths, once read.
  const premium = usePremiumItem(
    { kind: 'teacher_video', id: playing?.id ?? 0 },
    playing?.premium,
    playing ? { video: playing.video, stream: playing.stream, file: null } : undefined,
  );
  const ready = premium.access !== 'unlocked' || premium.open !== undefined;

  if (videos.isPending) return <LoadingState />;
  if (videos.isError) {
    return <ErrorState message={t('courses.failed')} onRetry={() => void videos.refetch()} />;
  }
  if (videos.data.length === 0) return <EmptyState>{t('courses.empty')}</EmptyState>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.data.map((video) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              state={progress.of('teacher_video', video.id)}
              onPlay={() => setPlaying(video)}
            />
          </li>
        ))}
      </ul>
      <VideoDialog
        video={
          playing && ready
            ? {
                id: playing.id,
                title: playing.title,
                src: premium.open?.video ? fileUrl(premium.open.video, 'admin') : playing.video,
                stream: premium.open?.stream
                  ? resolveStream(premium.open.stream, 'admin')
                  : playing.stream,
                poster: playing.thumbnail || undefined,
                progress: {
                  kind: 'teacher_video',
                  id: playing.id,
                  startAt: progress.startAt('teacher_video', playing.id),
                },
                saveAs: {
                  kind: 'teacher_video',
                  id: playing.id,
                  title: { ar: playing.title, en: playing.title },
                  page: location.pathname,
                },
              }
            : null
        }
        onClose={() => setPlaying(null)}
      />
    </>
  );
}

function VideoCard({
  video,
  state,
  onPlay,
}: {
  video: TeacherVideo;
  state: ItemProgress | undefined;
  onPlay: () => void;
}) {
  const { t } = useTranslation('teachers');
  const access = usePremiumAccess(video.premium);
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video overflow-hidden bg-teal-50">
        {video.thumbnail && (
          <img
            src={video.thumbnail}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        {access === 'locked' ? (
          <LockOverlay />
        ) : (
          <button
            type="button"
            // In view on a drawn page, it brings the app's code (public/start-app.js).
            data-loads-app
            onClick={onPlay}
            aria-label={t('courses.play', { title: video.title })}
            className="group absolute inset-0 grid place-items-center bg-slate-950/20 transition-colors hover:bg-slate-950/35"
          >
            <PlayCircle
              aria-hidden="true"
              className="size-16 fill-teal-700/90 text-white drop-shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
            />
          </button>
        )}
      </div>
      <h2 className="p-4 font-bold text-teal-950">{video.title}</h2>
      {access === 'preview' && <PreviewBadge className="mx-4 mb-4" />}
      {access === 'locked' && <LockedActions name={video.title} className="px-4 pb-4" />}
      <VideoState state={state} title={video.title} />
    </article>
  );
}

function VideoState({ state, title }: { state: ItemProgress | undefined; title: string }) {
  if (!state) return null;
  return (
    <div className="px-4 pb-4">
      <LessonProgress progress={state} name={title} />
    </div>
  );
}
