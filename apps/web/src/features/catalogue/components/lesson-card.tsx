import type { ItemProgress, Lesson } from '@madrasa/contracts';
import { Play, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { usePremiumAccess } from '@/shared/premium/premium-access.ts';
import { LockedActions, LockOverlay, PreviewBadge } from '@/shared/premium/premium-lock.tsx';
import { LessonProgress } from '@/shared/progress/item-progress.tsx';

/**
 * A video lesson as a real link to `?lesson=<id>`, which opens the player: a click opens it
 * here, a middle-click opens it in a new tab, and the address can be shared. A signed-in
 * student's `progress` adds a tick or how far they watched, under the link. A lesson of a
 * premium course the reader has not unlocked shows a lock and "Activate a card" instead.
 */
export function LessonCard({
  lesson,
  progress,
  eager = false,
}: {
  lesson: Lesson;
  progress?: ItemProgress;
  /** In the first screenful: a lazy picture there delays the largest paint. */
  eager?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const name = pick(lesson, 'name');
  const access = usePremiumAccess(lesson.premium);
  const picture = (
    <Picture path={lesson.image ?? lesson.stream.poster} eager={eager}>
      {access === 'locked' ? <LockOverlay /> : <PlayBadge />}
    </Picture>
  );
  return (
    <div className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition has-[a:hover]:border-teal-600 has-[a:hover]:shadow-md">
      {access === 'locked' ? (
        // A locked lesson keeps its picture and title; "Activate a card" takes the play's place.
        <div className="flex flex-1 flex-col">
          {picture}
          <h2 className="p-4 font-bold text-teal-950">{name}</h2>
          <LockedActions name={name} className="px-4 pb-4" />
        </div>
      ) : (
        <Link
          to={{ search: `?lesson=${lesson.id}` }}
          // In view on a drawn page, it brings the app's code (public/start-app.js).
          data-loads-app
          replace
          preventScrollReset
          aria-label={`${t('lessons.play')} ${name}`}
          className="flex flex-1 flex-col"
        >
          {picture}
          <h2 className="p-4 font-bold text-teal-950 group-hover:text-teal-800">{name}</h2>
        </Link>
      )}
      {access === 'preview' && <PreviewBadge className="mx-4 mb-4" />}
      {/* Beside the link, not in it: its name stays "Play <lesson>" as seen (axe label-content-name-mismatch). */}
      {progress && (
        <div className="px-4 pb-4">
          <LessonProgress progress={progress} name={name} />
        </div>
      )}
    </div>
  );
}

/** The lesson's picture (its own, else the frame its ladder job took), with `children` over it. */
function Picture({
  path,
  eager,
  children,
}: {
  path: string | null;
  eager: boolean;
  children: ReactNode;
}) {
  return (
    // overflow-hidden: a picture of another shape cannot stretch the frame as it loads.
    <div className="relative aspect-video w-full overflow-hidden bg-teal-50">
      {path ? (
        <img
          src={fileUrl(path, 'admin')}
          // The lesson's name is the card's heading, just below: the picture adds nothing to read.
          alt=""
          width={400}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <Video aria-hidden="true" className="m-auto size-full p-10 text-teal-700" />
      )}
      {children}
    </div>
  );
}

function PlayBadge() {
  return (
    <span className="absolute inset-0 grid place-items-center bg-slate-950/20 transition group-hover:bg-slate-950/35">
      <span className="grid size-14 place-items-center rounded-full bg-white/95 text-teal-800 shadow-lg transition group-hover:scale-110 motion-reduce:transition-none">
        <Play
          aria-hidden="true"
          className="size-7 translate-x-0.5 fill-current rtl:-translate-x-0.5"
        />
      </span>
    </span>
  );
}
