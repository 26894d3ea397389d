import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { FileInputField, InputField } from '@/shared/ui/field.tsx';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { type ExamUploadValues, examUploadForm } from '../lib/profile-forms.ts';
import { UploadForm } from './upload-form.tsx';

const BLANK: ExamUploadValues = { grade: '', lesson_name_ar: '', lesson_name_en: '', file: null };

/**
 * A paper exam (POST teacher-exam-uploads: grade, lesson_name_ar, lesson_name_en, file); the
 * server names it. The grade is free text, as product.md §5's "Please enter a grade." says, with
 * the catalogue's grade names offered as suggestions.
 */
export function ExamUploadForm() {
  const { t } = useTranslation('profile');
  const form = useSchemaForm({ schema: examUploadForm, defaultValues: BLANK });
  const { upload, busy, progress } = useUpload('exam');
  const { grades } = useProfileOptions();
  const suggestions = useId();

  return (
    <UploadForm
      title={t('uploads.exams')}
      formRef={form.formRef}
      onSubmit={form.submit((fields) =>
        upload(fields, { onDone: () => form.reset(), onFailed: form.showServerErrors }),
      )}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitExam')}
    >
      <InputField
        label={t('uploads.grade')}
        {...form.bind('grade')}
        list={suggestions}
        maxLength={150}
        className="sm:col-span-2"
      />
      <datalist id={suggestions}>
        {grades.map((grade) => (
          <option key={grade.value} value={grade.label} />
        ))}
      </datalist>
      <InputField
        label={t('uploads.lessonNameAr')}
        {...form.bind('lesson_name_ar')}
        lang="ar"
        dir="rtl"
        maxLength={150}
      />
      <InputField
        label={t('uploads.lessonNameEn')}
        {...form.bind('lesson_name_en')}
        lang="en"
        dir="ltr"
        maxLength={150}
      />
      <FileInputField
        {...form.file('file')}
        label={t('uploads.examFile')}
        hint={t('uploads.pdfHint')}
        accept="application/pdf,.pdf"
        error={form.errorOf('file')}
        className="sm:col-span-2"
      />
    </UploadForm>
  );
}
