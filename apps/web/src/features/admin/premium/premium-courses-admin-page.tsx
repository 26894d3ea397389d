import type { AdminPremiumCourse } from '@madrasa/contracts';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { usePremiumCourses, useUnmarkPremium } from '../api/premium-courses.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { ListView } from '../components/ui/list-view.tsx';
import { MarkPremiumDialog } from './mark-premium-dialog.tsx';
import { PreviewsDialog } from './previews-dialog.tsx';

/**
 * /admin/premium-courses: the courses only a card opens, what uses each, their free
 * previews; mark another premium, or make one free again once nothing uses it.
 */
export function PremiumCoursesAdminPage() {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const courses = usePremiumCourses();
  const unmark = useUnmarkPremium();
  const [marking, setMarking] = useState(false);
  const [previews, setPreviews] = useState<AdminPremiumCourse | null>(null);
  const [freeing, setFreeing] = useState<AdminPremiumCourse | null>(null);

  const confirmFree = async () => {
    if (!freeing) return;
    try {
      toastSuccess(await unmark.mutateAsync(freeing.id));
      setFreeing(null);
    } catch (error) {
      // 409 premium.course_in_use: cards or students still unlock it; the server says what to do.
      toastError(errorMessage(error, t('save.failed')));
      setFreeing(null);
    }
  };

  return (
    <AdminPageFrame
      title={t('nav.premiumCourses')}
      lead={t('premiumCourses.lead')}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={() => setMarking(true)}>
          <Crown aria-hidden="true" className="size-5" />
          {t('premiumCourses.mark')}
        </button>
      }
    >
      <ListView query={courses} count={courses.data?.length ?? 0} empty={t('premiumCourses.empty')}>
        <DataTable
          caption={t('nav.premiumCourses')}
          rows={courses.data ?? []}
          columns={[
            {
              key: 'title',
              header: t('premiumCourses.course'),
              cell: (course) => <span className="font-semibold">{pick(course, 'title')}</span>,
            },
            {
              key: 'kind',
              header: t('premiumCourses.kind'),
              cell: (course) =>
                course.kind === 'subject'
                  ? t('premiumCourses.kindSubject')
                  : t('premiumCourses.kindTeacher'),
            },
            {
              key: 'students',
              header: t('premiumCourses.students'),
              cell: (course) => course.active_entitlements,
            },
            {
              key: 'batches',
              header: t('premiumCourses.batches'),
              cell: (course) => course.card_batches,
            },
            {
              key: 'previews',
              header: t('premiumCourses.previews'),
              cell: (course) =>
                course.previews.length === 0
                  ? t('premiumCourses.firstItem')
                  : course.previews.length,
            },
          ]}
          actions={{
            header: t('premiumCourses.actions'),
            cell: (course) => {
              const name = pick(course, 'title');
              return (
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className={buttonClass('ghost', 'min-h-9 px-3 text-sm')}
                    aria-label={t('premiumCourses.editPreviewsNamed', { name })}
                    onClick={() => setPreviews(course)}
                  >
                    {t('premiumCourses.editPreviews')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'min-h-9 px-3 text-sm')}
                    aria-label={t('premiumCourses.unmarkNamed', { name })}
                    onClick={() => setFreeing(course)}
                  >
                    {t('premiumCourses.unmark')}
                  </button>
                </div>
              );
            },
          }}
        />
      </ListView>
      {marking && <MarkPremiumDialog onClose={() => setMarking(false)} />}
      {previews && <PreviewsDialog course={previews} onClose={() => setPreviews(null)} />}
      <ConfirmDialog
        open={freeing !== null}
        onOpenChange={(open) => !open && setFreeing(null)}
        title={t('premiumCourses.unmarkTitle', { name: pick(freeing, 'title') })}
        confirmLabel={t('premiumCourses.unmarkConfirm')}
        busy={unmark.isPending}
        onConfirm={confirmFree}
      >
        <p>{t('premiumCourses.unmarkBody')}</p>
      </ConfirmDialog>
    </AdminPageFrame>
  );
}
