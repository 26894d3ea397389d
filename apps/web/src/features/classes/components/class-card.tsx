import { formatClassCode, type TeacherClass } from '@madrasa/contracts';
import { ClipboardList, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/** The grade and subject of a class, "Grade 10 · Mathematics", or nothing once deleted. */
export function useSubjectLine() {
  const pick = useLocalized();
  return (subject: TeacherClass['subject']) =>
    subject ? `${pick(subject, 'grade')} · ${pick(subject, 'name')}` : '';
}

/** One class in the teacher's list: a link to it with its code and counts. */
export function ClassCard({ item }: { item: TeacherClass }) {
  const { t } = useTranslation('classes');
  const subjectLine = useSubjectLine();
  return (
    <li className="flex">
      <Link
        to={paths.teacherClass.to(item.id)}
        className="group flex w-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md"
      >
        <span className="text-lg font-bold text-teal-950 group-hover:text-teal-800">
          {item.name}
        </span>
        <span className="text-slate-700">
          {subjectLine(item.subject)}
          {item.section && ` · ${t('list.section', { section: item.section })}`}
        </span>
        <span className="text-sm text-slate-700">
          {t('list.code')}{' '}
          <span dir="ltr" className="font-mono font-bold tracking-wider text-teal-900">
            {formatClassCode(item.code)}
          </span>
        </span>
        <span className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-2 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-teal-700" />
            {t('list.students', { count: item.students })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClipboardList aria-hidden="true" className="size-4 text-teal-700" />
            {t('list.assignments', { count: item.assignments })}
          </span>
        </span>
      </Link>
    </li>
  );
}
