import { CLASS_LIMITS, type TeacherClass } from '@madrasa/contracts';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { EmptyState, QueryFallback } from '@/shared/ui/query-states.tsx';
import { useTeacherClasses } from '../api/get-teacher-classes.ts';
import { ClassCard } from '../components/class-card.tsx';
import { NewClassDialog } from '../components/new-class-dialog.tsx';

/** /teacher/classes: the teacher's classes, open ones first, and a new one. */
export function TeacherClassesPage() {
  const { t } = useTranslation('classes');
  const { message } = useMessage();
  const classes = useTeacherClasses();
  const [creating, setCreating] = useState(false);
  const open = classes.data?.filter((item) => !item.archived_at) ?? [];
  const archived = classes.data?.filter((item) => item.archived_at) ?? [];
  const full = open.length >= CLASS_LIMITS.classes;

  return (
    <Page title={t('list.title')} lead={t('list.lead')}>
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!classes.isSuccess || full}
          aria-describedby={full ? 'class-limit' : undefined}
          onClick={() => setCreating(true)}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('list.new')}
        </button>
        {full && (
          <p
            id="class-limit"
            role="status"
            className="rounded-xl bg-amber-50 px-4 py-2 text-amber-900"
          >
            {message('classes.class_limit')}
          </p>
        )}
      </div>
      <QueryFallback query={classes} failed={t('list.loadFailed')} />
      {classes.isSuccess && (
        <div className="flex flex-col gap-10">
          <ClassGroup id="open-classes" title={t('list.open')} items={open}>
            <EmptyState>{t('list.empty')}</EmptyState>
          </ClassGroup>
          {archived.length > 0 && (
            <ClassGroup id="archived-classes" title={t('list.archived')} items={archived} />
          )}
        </div>
      )}
      <NewClassDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}

function ClassGroup({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: TeacherClass[];
  /** What an empty group says. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-teal-950">
        {title}
      </h2>
      {items.length === 0 ? (
        children
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
