import type { ContinueLesson } from '@madrasa/contracts';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { useContinueLearning } from './continue-learning-api.ts';
import { ProgressBar, percentOf } from './progress-bar.tsx';

/** The lesson's page with its player open (`?lesson=`), at the saved position. */
export const lessonLink = (item: ContinueLesson) =>
  `${paths.courseMaterial.to(
    paths.courseContent.to(item.subject.id, item.subject.semester === 'second' ? 2 : 1),
    'lesson',
  )}?lesson=${item.lesson_id}`;

/**
 * Home's "Continue learning": the signed-in student's last unfinished lessons, each opening
 * where the student stopped. Nothing at all for visitors, for other roles, while loading,
 * on a failure (Home has more to offer) or when there is nothing to continue.
 */
export function ContinueLearning() {
  const lessons = useContinueLearning();
  // Visitors never load the strip's texts: the home page stays light for them.
  return lessons.data?.length ? <Strip items={lessons.data} /> : null;
}

function Strip({ items }: { items: ContinueLesson[] }) {
  const { t } = useTranslation('progress');
  const pick = useLocalized();
  return (
    <section
      aria-labelledby="continue-learning"
      className="mx-auto w-full max-w-site px-4 pt-10 sm:px-6 lg:px-8"
    >
      <h2 id="continue-learning" className="mb-5 text-2xl font-bold text-teal-950 sm:text-3xl">
        {t('continue.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const name = pick(item, 'name');
          const percent = percentOf(item.position_seconds, item.duration_seconds ?? 0);
          return (
            <li key={item.lesson_id}>
              <Link
                to={lessonLink(item)}
                className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-teal-600 hover:shadow-md"
              >
                <span className="grid aspect-video w-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-teal-50">
                  {item.image ? (
                    <img
                      src={fileUrl(item.image, 'admin')}
                      alt=""
                      width={112}
                      height={63}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <PlayCircle aria-hidden="true" className="size-8 text-teal-700" />
                  )}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="truncate font-bold text-teal-950 group-hover:text-teal-800">
                    {name}
                  </span>
                  <span className="truncate text-sm text-slate-700">
                    {pick(item.subject, 'name')}
                  </span>
                  <ProgressBar
                    percent={percent}
                    text={t('continue.watched', { percent })}
                    label={t('continue.barLabel', { name })}
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
