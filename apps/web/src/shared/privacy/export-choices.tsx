import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { type ExportFormat, type ExportTarget, useDownloadExport } from './download-export.ts';

const CHOICES = [
  { format: 'json', label: 'export.json', hint: 'export.jsonHint', Icon: Download },
  { format: 'readable', label: 'export.readable', hint: 'export.readableHint', Icon: FileText },
] as const satisfies readonly {
  format: ExportFormat;
  label: string;
  hint: string;
  Icon: unknown;
}[];

/**
 * The two downloads of everything held about a student (the student's own "Your data" tab
 * and a parent's page for a child); one runs at a time, a failure goes to `onFailed`.
 */
export function ExportChoices({
  target,
  idPrefix,
  onFailed,
}: {
  target: ExportTarget;
  /** Keeps the hints' ids unique on the page. */
  idPrefix: string;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('privacy');
  const download = useDownloadExport(target);

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {CHOICES.map(({ format, label, hint, Icon }) => {
        const busy = download.isPending && download.variables === format;
        const hintId = `${idPrefix}-${format}-hint`;
        return (
          <li
            key={format}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <p className="text-sm text-slate-700" id={hintId}>
              {t(hint)}
            </p>
            <button
              type="button"
              disabled={download.isPending}
              aria-describedby={hintId}
              onClick={() => download.mutate(format, { onError: onFailed })}
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
  );
}
