import { formatClassCode, joinLink, type TeacherClass } from '@madrasa/contracts';
import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { QrCode } from '@/shared/ui/qr-code.tsx';
import { useUpdateClass } from '../api/update-class.ts';

/**
 * How students join: the code shown large for the board, its link to copy, and a QR code of
 * that link for phones. A new code stops the old one, so it is asked for first.
 */
export function ClassCodeCard({ item }: { item: TeacherClass }) {
  const { t } = useTranslation('classes');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateClass(item.id);
  const link = joinLink(window.location.origin, item.code);
  const archived = item.archived_at !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toastSuccess(t('code.copied'));
    } catch {
      toastError(t('code.copyFailed'));
    }
  };
  const renew = async () => {
    try {
      toastSuccess((await update.mutateAsync('new-code')).message);
      setConfirming(false);
    } catch (error) {
      toastError(errorMessage(error, t('code.renewFailed')));
    }
  };

  return (
    <section
      aria-labelledby="class-code"
      className="flex flex-col items-center gap-5 rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 sm:flex-row"
    >
      <div className="flex-1 text-center sm:text-start">
        <h2 id="class-code" className="text-sm font-semibold text-slate-700">
          {t('code.label')}
        </h2>
        <p
          dir="ltr"
          aria-live="polite"
          className="mt-1 font-mono text-5xl font-bold tracking-widest text-teal-950 sm:text-6xl"
        >
          {formatClassCode(item.code)}
        </p>
        <p className="mt-2 text-slate-800">{archived ? t('code.archived') : t('code.hint')}</p>
        <p className="mt-1 break-all text-sm text-slate-700">
          <span dir="ltr">{link}</span>
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
          <button type="button" className={buttonClass('secondary')} onClick={copy}>
            <Copy aria-hidden="true" className="size-5" />
            {t('code.copy')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={archived}
            onClick={() => setConfirming(true)}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            {t('code.renew')}
          </button>
        </div>
      </div>
      <QrCode value={link} size={176} label={t('code.qr', { code: formatClassCode(item.code) })} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('code.renewTitle')}
        confirmLabel={t('code.renewConfirm')}
        busy={update.isPending}
        onConfirm={renew}
      >
        <p>{t('code.renewBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
