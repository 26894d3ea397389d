import type { Subject, SubjectProgress } from '@madrasa/contracts';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { DoneOfBar, subjectCount } from '@/shared/progress/subject-progress-bar.tsx';

/**
 * A subject as a card linking to its course content for its semester (docs/product.md §2). The link's
 * accessible name is its visible text, name then semester (axe label-content-name-mismatch).
 * `eager`: the card is in the first screenful, where a lazy image delays the largest paint.
 * `progress`: a signed-in student's bar of lessons watched and files opened.
 */
export function SubjectCard({
  subject,
  eager = false,
  progress,
}: {
  subject: Subject;
  eager?: boolean;
  progress?: SubjectProgress;
}) {
  const { t } = useTranslation('catalogue');
  const pick = useLocalized();
  const name = pick(subject, 'name');
  return (
    <Link
      to={paths.courseContent.to(subject.id, semesterTab(subject.semester))}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-teal-600 hover:shadow-md"
    >
      <div className="aspect-[4/3] w-full overflow-hidden bg-teal-50">
        {subject.image ? (
          <img
            src={fileUrl(subject.image)}
            // The name is the heading below: an alt text would say it twice in the link's name.
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <BookOpen aria-hidden="true" className="m-auto size-full p-12 text-teal-700" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h2 className="font-bold text-teal-950 sm:text-lg group-hover:text-teal-800">{name}</h2>
        <p className="text-sm text-slate-700">{t(`semester.${subject.semester}`)}</p>
        {progress && (
          <DoneOfBar count={subjectCount(progress)} name={name} className="mt-auto pt-2" />
        )}
      </div>
    </Link>
  );
}
