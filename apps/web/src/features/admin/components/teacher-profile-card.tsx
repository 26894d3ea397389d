import { type AdminTeacher, residenceLabel } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DEFAULT_TEACHER_PHOTO, fileUrl } from '@/shared/lib/file-url.ts';
import { currentLanguage } from '@/shared/lib/i18n.ts';

/** A teacher's profile as the admin sees it: what the public sees, then the private fields. */
export function TeacherProfileCard({ teacher }: { teacher: AdminTeacher }) {
  const { t } = useTranslation('admin');
  const blank = t('columns.none');
  const shown: Array<[string, string | number | null]> = [
    [t('fields.subject'), teacher.subject],
    [t('teachers.level'), t(`teaching_level.${teacher.age_group_taught}`)],
    [t('teachers.experience'), teacher.years_of_experience],
    [t('teachers.about'), teacher.about_you],
  ];
  const hidden: Array<[string, string | null]> = [
    [t('teachers.email'), teacher.email],
    [t('teachers.phone'), teacher.phone_number],
    [t('teachers.gender'), t(teacher.gender === 'female' ? 'teachers.female' : 'teachers.male')],
    [t('teachers.birthday'), teacher.birthday],
    [
      t('teachers.residence'),
      teacher.residence && residenceLabel(teacher.residence, currentLanguage()),
    ],
    [t('teachers.verified'), t(teacher.verified ? 'teachers.yes' : 'teachers.no')],
  ];
  const list = (title: string, rows: Array<[string, string | number | null]>) => (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-teal-950">{title}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">
              {value === null || value === '' ? blank : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[14rem_1fr_1fr]">
      <div className="space-y-3">
        <img
          src={fileUrl(teacher.photo ?? DEFAULT_TEACHER_PHOTO, 'admin')}
          alt={t('teachers.photoOf', { name: teacher.first_name })}
          className="aspect-square w-40 rounded-2xl object-cover lg:w-full"
        />
        <Link
          to={paths.teacherDetails.to(teacher.id)}
          className="inline-block font-medium text-teal-800 underline underline-offset-2"
        >
          {t('teachers.publicPage')}
        </Link>
      </div>
      {list(t('teachers.publicFields'), shown)}
      {list(t('teachers.privateFields'), hidden)}
    </div>
  );
}
