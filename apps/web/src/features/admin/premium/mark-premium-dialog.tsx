import { premiumCourseTargetSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSubjects } from '@/shared/api/get-subjects.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { rowsOf } from '../api/admin-list.ts';
import { useAdminTeachers } from '../api/list-teachers.ts';
import { useMarkPremium } from '../api/premium-courses.ts';

/** Marks a course premium: a subject's semester (picked by grade), or a teacher's course. */
export function MarkPremiumDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const mark = useMarkPremium();
  const { bind, submit, showServerErrors, form } = useSchemaForm({
    schema: premiumCourseTargetSchema,
    defaultValues: {
      kind: 'subject',
      grade_id: '',
      subject_id: '',
      semester: 'first',
      teacher_id: '',
    },
  });
  const kind = form.watch('kind');
  const gradeId = Number(form.watch('grade_id'));
  const grades = useGrades();
  const subjects = useSubjects(gradeId > 0 ? { grade_id: gradeId } : null);
  const teachers = useAdminTeachers('');

  const onSubmit = submit(async (target) => {
    try {
      toastSuccess(await mark.mutateAsync(target));
      onClose();
    } catch (error) {
      showServerErrors(error);
      toastError(errorMessage(error, t('save.failed')));
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('premiumCourses.mark')}
      busy={mark.isPending}
      busyLabel={t('premiumCourses.saving')}
      submitLabel={t('premiumCourses.markSubmit')}
      onSubmit={onSubmit}
    >
      <SelectField
        compact
        label={t('premiumCourses.kind')}
        {...bind('kind')}
        options={[
          { value: 'subject', label: t('premiumCourses.kindSubject') },
          { value: 'teacher', label: t('premiumCourses.kindTeacher') },
        ]}
      />
      {kind === 'subject' ? (
        <>
          <SelectField
            compact
            label={t('premiumCourses.grade')}
            {...bind('grade_id')}
            placeholder={t('premiumCourses.choose')}
            options={(grades.data ?? []).map((grade) => ({
              value: grade.id,
              label: pick(grade, 'name'),
            }))}
          />
          <SelectField
            compact
            label={t('premiumCourses.subject')}
            {...bind('subject_id')}
            placeholder={t('premiumCourses.choose')}
            // One subject row per semester: the names repeat, so the semester is picked below.
            options={[
              ...new Map(
                (subjects.data ?? []).map((subject) => [
                  subject.id,
                  { value: subject.id, label: pick(subject, 'name') },
                ]),
              ).values(),
            ]}
          />
          <SelectField
            compact
            label={t('premiumCourses.semester')}
            {...bind('semester')}
            options={[
              { value: 'first', label: t('semester.first', { ns: 'common' }) },
              { value: 'second', label: t('semester.second', { ns: 'common' }) },
            ]}
          />
        </>
      ) : (
        <SelectField
          compact
          label={t('premiumCourses.teacher')}
          {...bind('teacher_id')}
          placeholder={t('premiumCourses.choose')}
          options={rowsOf(teachers.data).map((teacher) => ({
            value: teacher.id,
            label: `${teacher.first_name} ${teacher.last_name}`,
          }))}
        />
      )}
    </FormDialog>
  );
}
