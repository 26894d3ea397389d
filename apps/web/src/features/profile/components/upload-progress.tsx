import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { formatPercent } from '../lib/format-percent.ts';

/** How much of the upload has been sent: a bar and its percentage, read out as a progressbar. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation('profile');
  const labelId = useId();
  const shown = formatPercent(percent, toLanguage(i18n.resolvedLanguage));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-semibold text-slate-800">
        <span id={labelId}>{t('uploads.progress')}</span>
        <span aria-hidden="true">{shown}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
