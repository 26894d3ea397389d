import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { usePremiumItem } from '@/shared/premium/premium-access.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { VideoDialog } from '@/shared/ui/video-dialog.tsx';
import { resolveStream } from '@/shared/video/stream-urls.ts';
import { useLessons } from '../api/get-lessons.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { LessonCard } from '../components/lesson-card.tsx';
import { PagedList } from '../components/paged-list.tsx';

/** Cards in the first screenful on a phone or a desktop: their pictures load at once. */
const FIRST_SCREEN_CARDS = 3;

/**
 * Video lessons as cards, a page at a time; `?lesson=<id>` opens one in the player
 * (docs/product.md §2, §4), loading further pages until it is found (Continue learning
 * links to any lesson of the semester).
 */
export function LessonsPage() {
  return (
    <CourseMaterialFrame material="lesson">
      {({ filter }) => <Lessons filter={filter} />}
    </CourseMaterialFrame>
  );
}

function Lessons({ filter }: { filter: CourseFilter }) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const lessons = useLessons(filter);
  const progress = useProgressOf(filter);
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const selectedId = Number(search.get('lesson'));
  const selected =
    lessons.data?.pages.flatMap((page) => page.items).find((lesson) => lesson.id === selectedId) ??
    null;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = lessons;
  const seeking = selectedId > 0 && !selected && hasNextPage && !isFetchingNextPage && !isError;
  useEffect(() => {
    if (seeking) void fetchNextPage();
  }, [seeking, fetchNextPage]);
  // A premium lesson plays from its signed paths; a locked one does not open.
  const premium = usePremiumItem(
    { kind: 'lesson', id: selectedId },
    selected?.premium,
    selected ? { video: selected.video_mp4, stream: selected.stream, file: null } : undefined,
  );
  const playable =
    premium.access === 'unlocked' ? premium.open !== undefined : premium.access !== 'locked';
  return (
    <>
      <PagedList
        query={lessons}
        empty={t(`lessons.empty.${filter.semester}`)}
        moreLabel={t('more.lessons')}
        className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3"
        reveal
      >
        {(lesson, index) => (
          <LessonCard
            lesson={lesson}
            progress={progress.of('lesson', lesson.id)}
            eager={index < FIRST_SCREEN_CARDS}
          />
        )}
      </PagedList>
      <VideoDialog
        video={
          selected && playable
            ? {
                id: selected.id,
                title: pick(selected, 'name'),
                src: fileUrl(premium.open?.video ?? selected.video_mp4, 'admin'),
                stream: resolveStream(premium.open?.stream ?? selected.stream, 'admin'),
                // Without a picture of its own, the player shows the frame the ladder job took.
                poster: selected.image ? fileUrl(selected.image, 'admin') : undefined,
                progress: {
                  kind: 'lesson',
                  id: selected.id,
                  startAt: progress.startAt('lesson', selected.id),
                },
                saveAs: {
                  kind: 'lesson',
                  id: selected.id,
                  title: { ar: selected.name_ar, en: selected.name_en },
                  page: `${location.pathname}?lesson=${selected.id}`,
                },
              }
            : null
        }
        onClose={() => setSearch({}, { replace: true, preventScrollReset: true })}
      />
    </>
  );
}
