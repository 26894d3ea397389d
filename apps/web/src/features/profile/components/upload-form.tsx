import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { UploadProgress } from './upload-progress.tsx';

/**
 * The frame of an upload form (docs/product.md §4): while busy every input and the button are disabled,
 * the button reads "Uploading..." and the bar shows the percent sent. Offline the button is
 * disabled, and a note says why.
 */
export function UploadForm({
  title,
  formRef,
  onSubmit,
  busy,
  progress,
  submitLabel,
  children,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  progress: number | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const online = useOnline();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      aria-busy={busy}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
        {children}
      </fieldset>
      {busy && progress !== null && <UploadProgress percent={progress} />}
      <div>
        <OfflineNotice text={t('offline.upload', { ns: 'common' })} />
        <button type="submit" disabled={busy || !online} className={buttonClass()}>
          {busy ? t('uploads.uploading') : submitLabel}
        </button>
      </div>
    </form>
  );
}
