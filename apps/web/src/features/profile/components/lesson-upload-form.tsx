import { CAPTION_LANGUAGES, CAPTION_MAX_BYTES } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { FileInputField, InputField } from '@/shared/ui/field.tsx';
import { useUpload } from '../hooks/use-upload.ts';
import { type LessonUploadValues, lessonUploadForm } from '../lib/profile-forms.ts';
import { UploadForm } from './upload-form.tsx';

const BLANK: LessonUploadValues = {
  lesson_title: '',
  thumbnail: null,
  video_file: null,
  captions_ar: null,
  captions_en: null,
};

/**
 * A video lesson (POST teacher-video-uploads: lesson_title, thumbnail, video_file, and
 * optional WebVTT captions_ar and captions_en).
 */
export function LessonUploadForm() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const captionLimit = formatFileSize(CAPTION_MAX_BYTES, toLanguage(i18n.resolvedLanguage));
  const form = useSchemaForm({ schema: lessonUploadForm, defaultValues: BLANK });
  const { upload, busy, progress } = useUpload('lesson');

  return (
    <UploadForm
      title={t('uploads.lessons')}
      formRef={form.formRef}
      onSubmit={form.submit((fields) =>
        upload(fields, { onDone: () => form.reset(), onFailed: form.showServerErrors }),
      )}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitLesson')}
    >
      <InputField
        label={t('uploads.lessonTitle')}
        {...form.bind('lesson_title')}
        maxLength={150}
        className="sm:col-span-2"
      />
      <FileInputField
        {...form.file('thumbnail')}
        label={t('uploads.thumbnail')}
        hint={t('uploads.thumbnailHint')}
        accept="image/*"
        error={form.errorOf('thumbnail')}
      />
      <FileInputField
        {...form.file('video_file')}
        label={t('uploads.video')}
        hint={t('uploads.videoHint')}
        accept="video/mp4,.mp4"
        error={form.errorOf('video_file')}
      />
      {CAPTION_LANGUAGES.map((language) => (
        <FileInputField
          key={language}
          {...form.file(`captions_${language}`)}
          label={t(`common:video.captionsFile.${language}`)}
          hint={t('uploads.captionsHint', { limit: captionLimit })}
          accept=".vtt,text/vtt"
          error={form.errorOf(`captions_${language}`)}
        />
      ))}
    </UploadForm>
  );
}
