import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_INPUT_CLASS } from './file-field.tsx';
import { FormField } from './form-field.tsx';
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
  name,
  file,
  current,
  error,
  disabled,
  onChange,
}: {
  name: string;
  file: File | null;
  current: string | null;
  error?: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
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
      <FormField
        label={t('field.photo')}
        hint={t('field.photoHint')}
        error={error}
        className="flex-1"
      >
        {(control) => (
          <input
            {...control}
            name={name}
            type="file"
            accept="image/*"
            disabled={disabled}
            onChange={onChange}
            className={FILE_INPUT_CLASS}
          />
        )}
      </FormField>
    </div>
  );
}
