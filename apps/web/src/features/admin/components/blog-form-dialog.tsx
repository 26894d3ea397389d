import { type Blog, type BlogFields, blogFieldsSchema } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useSaveBlog } from '../api/save-blog.ts';
import { useSaveFeedback } from '../hooks/use-save-feedback.ts';
import { BilingualInputs } from './ui/bilingual-inputs.tsx';
import { FileField } from './ui/file-field.tsx';

const EMPTY: BlogFields = {
  title_ar: '',
  title_en: '',
  topic_ar: '',
  topic_en: '',
  content_ar: '',
  content_en: '',
};

/** Write or edit a post: title, topic and text in both languages, and a picture. */
export function BlogFormDialog({ post, onClose }: { post: Blog | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveBlog();
  const { bind, submit, showServerErrors } = useSchemaForm({
    schema: blogFieldsSchema,
    defaultValues: post ? { ...EMPTY, ...pickFields(post) } : EMPTY,
    invalidToast: () => t('save.checkFields'),
  });
  const [image, setImage] = useState<File>();
  const [imageError, setImageError] = useState<string>();
  const feedback = useSaveFeedback({
    showServerErrors,
    setFileError: (_field, text) => setImageError(text),
  });

  const onSubmit = submit(async (values) => {
    if (imageError) return toastError(t('save.checkFields'));
    try {
      const saved = await save.mutateAsync({ id: post?.id, values, image });
      feedback.succeeded(saved.message);
      onClose();
    } catch (error) {
      feedback.failed(error);
    }
  });

  return (
    <FormDialog
      open
      title={t(post ? 'blog.editTitle' : 'blog.addTitle')}
      busy={save.isPending}
      busyLabel={t(image ? 'form.uploading' : 'form.saving')}
      onSubmit={onSubmit}
      onOpenChange={(open) => !open && onClose()}
      offlineText={t('offline.upload', { ns: 'common' })}
    >
      <BilingualInputs
        bind={bind}
        base="title"
        labels={{ ar: t('blog.title_ar'), en: t('blog.title_en') }}
      />
      <BilingualInputs
        bind={bind}
        base="topic"
        labels={{ ar: t('blog.topic_ar'), en: t('blog.topic_en') }}
      />
      <BilingualInputs
        bind={bind}
        base="content"
        multiline
        labels={{ ar: t('blog.content_ar'), en: t('blog.content_en') }}
      />
      <FileField
        label={t('fields.image')}
        kind="image"
        accept="image/jpeg,image/png,image/webp"
        required={false}
        current={post?.image}
        error={imageError}
        onChange={(file, error) => {
          setImage(error ? undefined : file);
          setImageError(error);
        }}
      />
    </FormDialog>
  );
}

const pickFields = ({ title_ar, title_en, topic_ar, topic_en, content_ar, content_en }: Blog) => ({
  title_ar,
  title_en,
  topic_ar,
  topic_en,
  content_ar,
  content_en,
});
