import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { type ExportFormat, useDownloadExport } from '../api/download-export.ts';

const CHOICES = [
  { format: 'json', label: 'export.json', hint: 'export.jsonHint', Icon: Download },
  { format: 'readable', label: 'export.readable', hint: 'export.readableHint', Icon: FileText },
] as const satisfies readonly {
  format: ExportFormat;
  label: string;
  hint: string;
  Icon: unknown;
}[];

/** The two downloads of everything held about the student; one runs at a time. */
export function ExportSection() {
  const { t } = useTranslation('privacy');
  const download = useDownloadExport();

  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onError: (error) => toastError(errorMessage(error, t('export.failed'))),
    });

  return (
    <section aria-labelledby="privacy-export" className="flex flex-col gap-4">
      <div>
        <h3 id="privacy-export" className="text-xl font-bold text-teal-950">
          {t('export.title')}
        </h3>
        <p className="mt-2 text-slate-700">{t('export.lead')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map(({ format, label, hint, Icon }) => {
          const busy = download.isPending && download.variables === format;
          return (
            <li
              key={format}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <p className="text-sm text-slate-700" id={`privacy-${format}-hint`}>
                {t(hint)}
              </p>
              <button
                type="button"
                disabled={download.isPending}
                aria-describedby={`privacy-${format}-hint`}
                onClick={() => start(format)}
                className={buttonClass('secondary', 'self-start')}
              >
                {busy ? (
                  <Spinner className="size-5" />
                ) : (
                  <Icon aria-hidden="true" className="size-5" />
                )}
                {busy ? t('export.busy') : t(label)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
