import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInputField } from '@/shared/ui/field.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** The picked file shown as a picture; the object URL is released when it is replaced. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** An image input (images only) beside a preview of the picked image, else the current photo. */
export function PhotoField({
  file,
  current,
  error,
  disabled,
  input,
}: {
  file: File | null;
  current: string | null;
  error?: string | undefined;
  disabled?: boolean;
  /** The input's name and change handler (useSchemaForm's `file`). */
  input: { name: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
}) {
  const { t } = useTranslation('profile');
  const preview = usePreviewUrl(file);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ProfilePhoto
        src={preview ?? current}
        alt={t('field.photoPreview')}
        className="size-24 border border-slate-200"
      />
      <FileInputField
        label={t('field.photo')}
        hint={t('field.photoHint')}
        error={error}
        className="flex-1"
        {...input}
        accept="image/*"
        disabled={disabled}
      />
    </div>
  );
}
