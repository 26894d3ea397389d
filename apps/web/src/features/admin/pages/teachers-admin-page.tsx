import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useAdminTeachers } from '../api/list-teachers.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { ListView } from '../components/ui/list-view.tsx';
import { adminPaths } from '../lib/admin-paths.ts';

/** /admin/teachers — every teacher (public and private fields), to review their uploads. */
export function TeachersAdminPage() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const query = useAdminTeachers(q);
  const teachers = rowsOf(query.data);

  return (
    <AdminPageFrame title={t('nav.teachers')} lead={t('teachers.lead')}>
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim());
          }}
          className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          <InputField
            compact
            label={t('teachers.search')}
            className="min-w-0 flex-1"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={buttonClass('secondary')}>
            <Search aria-hidden="true" className="size-5" />
            {t('teachers.find')}
          </button>
        </form>
      </search>
      <ListView query={query} count={teachers.length} empty={t('teachers.empty')}>
        <DataTable
          caption={t('nav.teachers')}
          rows={teachers}
          columns={[
            {
              key: 'name',
              header: t('teachers.name'),
              cell: (teacher) => (
                <Link
                  to={adminPaths.teacher(teacher.id)}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                >
                  {teacher.first_name} {teacher.last_name}
                </Link>
              ),
            },
            { key: 'subject', header: t('fields.subject'), cell: (teacher) => teacher.subject },
            {
              key: 'email',
              header: t('teachers.email'),
              cell: (teacher) => <span dir="ltr">{teacher.email}</span>,
            },
            {
              key: 'phone',
              header: t('teachers.phone'),
              cell: (teacher) => <span dir="ltr">{teacher.phone_number}</span>,
            },
            {
              key: 'verified',
              header: t('teachers.verified'),
              cell: (teacher) => t(teacher.verified ? 'teachers.yes' : 'teachers.no'),
            },
          ]}
        />
      </ListView>
    </AdminPageFrame>
  );
}
