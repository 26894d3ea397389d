import type { Grade } from '@madrasa/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/** Grades as round numbered links to their materials, numbered from `start`. */
export function GradeCircleList({ grades, start }: { grades: Grade[]; start: number }) {
  const pick = useLocalized();
  return (
    <ol className="grid grid-cols-2 gap-x-4 gap-y-8 min-[400px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
      {grades.map((grade, index) => (
        <li key={grade.id} data-reveal>
          <Link
            to={paths.materialsClass.to(grade.id)}
            className="group flex flex-col items-center gap-3 rounded-2xl p-2 text-center"
          >
            <span className="grid size-20 place-items-center rounded-full bg-teal-700 text-3xl font-bold text-white shadow-md ring-4 ring-teal-100 transition group-hover:bg-amber-400 group-hover:text-slate-900 group-hover:ring-amber-100 sm:size-24">
              {start + index}
            </span>
            <span className="font-medium text-slate-800 group-hover:text-teal-800">
              {pick(grade, 'name')}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
