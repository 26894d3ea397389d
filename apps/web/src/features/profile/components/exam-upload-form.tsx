import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { checkExamUpload, type ExamUploadValues } from '../lib/upload-checks.ts';
import { FileField } from './file-field.tsx';
import { CONTROL_CLASS, FormField } from './form-field.tsx';
import { UploadForm } from './upload-form.tsx';

const BLANK: ExamUploadValues = { grade: '', lesson_name_ar: '', lesson_name_en: '', file: null };

/**
 * A paper exam (POST teacher-exam-uploads: grade, lesson_name_ar, lesson_name_en, file); the
 * server names it. The grade is free text, as the spec's "Please enter a grade." says, with
 * the catalogue's grade names offered as suggestions.
 */
export function ExamUploadForm() {
  const { t } = useTranslation('profile');
  const form = useCheckedForm(BLANK);
  const { upload, busy, progress } = useUpload('exam');
  const { grades } = useProfileOptions();
  const suggestions = useId();

  const send = ({ grade, lesson_name_ar, lesson_name_en, file }: ExamUploadValues) =>
    file &&
    upload(
      {
        grade: grade.trim(),
        lesson_name_ar: lesson_name_ar.trim(),
        lesson_name_en: lesson_name_en.trim(),
        file,
      },
      { onDone: () => form.reset(), onFailed: (error) => form.showServerProblems(error) },
    );

  return (
    <UploadForm
      title={t('uploads.exams')}
      formRef={form.formRef}
      onSubmit={form.onSubmit(checkExamUpload, send)}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitExam')}
    >
      <FormField label={t('uploads.grade')} error={form.problem('grade')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            {...form.bind('grade')}
            list={suggestions}
            maxLength={150}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <datalist id={suggestions}>
        {grades.map((grade) => (
          <option key={grade.value} value={grade.label} />
        ))}
      </datalist>
      <FormField label={t('uploads.lessonNameAr')} error={form.problem('lesson_name_ar')}>
        {(control) => (
          <input
            {...control}
            {...form.bind('lesson_name_ar')}
            lang="ar"
            dir="rtl"
            maxLength={150}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FormField label={t('uploads.lessonNameEn')} error={form.problem('lesson_name_en')}>
        {(control) => (
          <input
            {...control}
            {...form.bind('lesson_name_en')}
            lang="en"
            dir="ltr"
            maxLength={150}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FileField
        {...form.bind('file')}
        label={t('uploads.examFile')}
        hint={t('uploads.pdfHint')}
        accept="application/pdf,.pdf"
        error={form.problem('file')}
        className="sm:col-span-2"
      />
    </UploadForm>
  );
}
