import { CAPTION_MAX_BYTES } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { type SiteConfig, useSiteConfig } from '@/shared/api/get-site-config.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { Field, fileInputClass } from '@/shared/ui/field.tsx';

/** The server's configurable limits, and captions (a fixed 1 MB). */
export type UploadKind = keyof SiteConfig['uploadLimits'] | 'captions';

/**
 * A file input with its accepted type and size limit spelled out. On edit it links the
 * current file, which stays unless a new one is chosen. The server checks the bytes again;
 * the size check here (the server's limits) only saves sending a file that would be refused.
 */
export function FileField({
  label,
  kind,
  accept,
  required,
  current,
  error,
  onChange,
}: {
  label: string;
  kind: UploadKind;
  accept: string;
  required: boolean;
  current?: string | null;
  error?: string;
  onChange: (file: File | undefined, error?: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const limits = useSiteConfig().config.uploadLimits;
  const maxBytes = kind === 'captions' ? CAPTION_MAX_BYTES : limits[kind];
  const limit = formatFileSize(maxBytes, toLanguage(i18n.language));
  const hint = [
    t(`files.${kind}`, { limit }),
    current ? t('files.keepCurrent') : required ? t('files.required') : t('files.optional'),
  ].join(' ');
  return (
    <Field label={label} error={error} hint={error ? undefined : hint}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            type="file"
            accept={accept}
            onChange={(event) => {
              const file = event.target.files?.[0];
              const tooBig = file && file.size > maxBytes;
              onChange(file, tooBig ? t('files.tooLarge', { limit }) : undefined);
            }}
            className={fileInputClass(true)}
          />
          {current && (
            <a
              href={fileUrl(current, 'admin')}
              target="_blank"
              rel="noreferrer"
              className="inline-block text-sm font-medium text-teal-800 underline underline-offset-2"
            >
              {t('files.current')}
            </a>
          )}
        </div>
      )}
    </Field>
  );
}
