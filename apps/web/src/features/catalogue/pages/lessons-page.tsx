import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { VideoDialog } from '@/shared/ui/video-dialog.tsx';
import { useLessons } from '../api/get-lessons.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { CourseMaterialFrame } from '../components/course-material-frame.tsx';
import { LessonCard } from '../components/lesson-card.tsx';
import { QueryView } from '../components/query-view.tsx';

/** Video lessons as cards; `?lesson=<id>` opens one in the player (docs/product.md §2, §4). */
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
  const selectedId = Number(search.get('lesson'));
  const selected = lessons.data?.find((lesson) => lesson.id === selectedId) ?? null;
  return (
    <>
      <QueryView query={lessons} what="data" empty={t(`lessons.empty.${filter.semester}`)}>
        {(rows) => (
          <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
            {rows.map((lesson) => (
              <li key={lesson.id} data-reveal>
                <LessonCard lesson={lesson} progress={progress.of('lesson', lesson.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <VideoDialog
        video={
          selected && {
            id: selected.id,
            title: pick(selected, 'name'),
            src: fileUrl(selected.video_mp4, 'admin'),
            poster: selected.image ? fileUrl(selected.image, 'admin') : undefined,
            progress: {
              kind: 'lesson',
              id: selected.id,
              startAt: progress.startAt('lesson', selected.id),
            },
          }
        }
        onClose={() => setSearch({}, { replace: true, preventScrollReset: true })}
      />
    </>
  );
}
