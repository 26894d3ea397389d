import { TEACHER_FILE_TYPES } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { FileInputField, InputField, SelectField } from '@/shared/ui/field.tsx';
import { useUpload } from '../hooks/use-upload.ts';
import { type FileUploadValues, fileUploadForm } from '../lib/profile-forms.ts';
import { UploadForm } from './upload-form.tsx';

const BLANK: FileUploadValues = { file_name: '', file_type: '', file: null };

/** A summary or worksheet PDF (POST teacher-uploads: file_name, file_type, file). */
export function FileUploadForm() {
  const { t } = useTranslation('profile');
  const form = useSchemaForm({ schema: fileUploadForm, defaultValues: BLANK });
  const { upload, busy, progress } = useUpload('file');

  return (
    <UploadForm
      title={t('uploads.files')}
      formRef={form.formRef}
      onSubmit={form.submit((fields) =>
        upload(fields, { onDone: () => form.reset(), onFailed: form.showServerErrors }),
      )}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitFile')}
    >
      <InputField label={t('uploads.fileName')} {...form.bind('file_name')} maxLength={150} />
      <SelectField
        label={t('uploads.fileType')}
        placeholder={t('choose')}
        options={TEACHER_FILE_TYPES.map((value) => ({
          value,
          label: t(`uploads.type.${value}`),
        }))}
        {...form.bind('file_type')}
      />
      <FileInputField
        {...form.file('file')}
        label={t('uploads.pdf')}
        hint={t('uploads.pdfHint')}
        accept="application/pdf,.pdf"
        error={form.errorOf('file')}
        className="sm:col-span-2"
      />
    </UploadForm>
  );
}
