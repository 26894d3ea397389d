import { formatLinkCode, type LinkCode } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { QrCode } from '@/shared/ui/qr-code.tsx';

/**
 * The code shown large for a parent to type, with its expiry, and as a QR code: the address
 * of the parent's page with the code in it, so a parent's phone opens the form filled in.
 */
export function LinkCodeCard({ code }: { code: LinkCode }) {
  const { t } = useTranslation('parents');
  const formatDate = useFormatDate();
  const url = `${window.location.origin}${paths.parent.path}?code=${code.code}`;
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border-2 border-teal-700 bg-teal-50 p-6 sm:flex-row sm:items-center">
      <div className="flex-1 text-center sm:text-start">
        <p className="text-sm font-semibold text-slate-700">{t('tab.codeLabel')}</p>
        <p
          dir="ltr"
          className="mt-1 font-mono text-4xl font-bold tracking-widest text-teal-950 sm:text-5xl"
          aria-live="polite"
        >
          {formatLinkCode(code.code)}
        </p>
        <p className="mt-2 text-slate-800">
          {t('tab.expires', { date: formatDate(code.expires_at) })}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('tab.qrHint')}</p>
      </div>
      <QrCode value={url} size={160} label={t('tab.qr')} />
    </div>
  );
}
