import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { checkLessonUpload, type LessonUploadValues } from '../lib/upload-checks.ts';
import { FileField } from './file-field.tsx';
import { CONTROL_CLASS, FormField } from './form-field.tsx';
import { UploadForm } from './upload-form.tsx';

const BLANK: LessonUploadValues = { lesson_title: '', thumbnail: null, video_file: null };

/** A video lesson (POST teacher-video-uploads: lesson_title, thumbnail, video_file). */
export function LessonUploadForm() {
  const { t } = useTranslation('profile');
  const form = useCheckedForm(BLANK);
  const { upload, busy, progress } = useUpload('lesson');

  const send = ({ lesson_title, thumbnail, video_file }: LessonUploadValues) =>
    thumbnail &&
    video_file &&
    upload(
      { lesson_title: lesson_title.trim(), thumbnail, video_file },
      { onDone: () => form.reset(), onFailed: (error) => form.showServerProblems(error) },
    );

  return (
    <UploadForm
      title={t('uploads.lessons')}
      formRef={form.formRef}
      onSubmit={form.onSubmit(checkLessonUpload, send)}
      busy={busy}
      progress={progress}
      submitLabel={t('uploads.submitLesson')}
    >
      <FormField
        label={t('uploads.lessonTitle')}
        error={form.problem('lesson_title')}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            {...form.bind('lesson_title')}
            maxLength={150}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FileField
        {...form.bind('thumbnail')}
        label={t('uploads.thumbnail')}
        hint={t('uploads.thumbnailHint')}
        accept="image/*"
        error={form.problem('thumbnail')}
      />
      <FileField
        {...form.bind('video_file')}
        label={t('uploads.video')}
        hint={t('uploads.videoHint')}
        accept="video/mp4,.mp4"
        error={form.problem('video_file')}
      />
    </UploadForm>
  );
}
