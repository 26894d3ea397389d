import { TEACHER_FILE_TYPES } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { checkFileUpload, type FileUploadValues } from '../lib/upload-checks.ts';
import { FileField } from './file-field.tsx';
import { CONTROL_CLASS, FormField, SelectOptions } from './form-field.tsx';
import { UploadForm } from './upload-form.tsx';

const BLANK: FileUploadValues = { file_name: '', file_type: '', file: null };

/** A summary or worksheet PDF (POST teacher-uploads: file_name, file_type, file). */
export function FileUploadForm() {
  const { t } = useTranslation('profile');
  const form = useCheckedForm(BLANK);
  const { upload, busy, progress } = useUpload('file');

  const send = ({ file_name, file_type, file }: FileUploadValues) =>
    file &&
    upload(
      { file_name: file_name.trim(), file_type, file },
      { onDone: () => form.reset(), onFailed: (error) => form.showServerProblems(error) },
    );

  return (
    <UploadForm
      title={t('uploads.files')}
      formRef={form.formRef}
      onSubmit={form.onSubmit(checkFileUpload, send)}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitFile')}
    >
      <FormField label={t('uploads.fileName')} error={form.problem('file_name')}>
        {(control) => (
          <input
            {...control}
            {...form.bind('file_name')}
            maxLength={150}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FormField label={t('uploads.fileType')} error={form.problem('file_type')}>
        {(control) => (
          <select
            {...control}
            {...form.bind('file_type')}
            className={`${CONTROL_CLASS} appearance-auto`}
          >
            <SelectOptions
              placeholder={t('choose')}
              options={TEACHER_FILE_TYPES.map((value) => ({
                value,
                label: t(`uploads.type.${value}`),
              }))}
            />
          </select>
        )}
      </FormField>
      <FileField
        {...form.bind('file')}
        label={t('uploads.pdf')}
        hint={t('uploads.pdfHint')}
        accept="application/pdf,.pdf"
        error={form.problem('file')}
        className="sm:col-span-2"
      />
    </UploadForm>
  );
}
