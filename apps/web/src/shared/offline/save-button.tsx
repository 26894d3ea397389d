import { CheckCircle2, Download, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import {
  cancelSave,
  fileSize,
  type SaveJob,
  type SaveRequest,
  saveForOffline,
  useSavedFile,
  useSaveJob,
} from './save-file.ts';
import { isSavedVideo, removeSaved } from './saved-files.ts';

const percentOf = ({ received, total }: SaveJob) =>
  total ? Math.min(100, Math.floor((received / total) * 100)) : 0;

/**
 * "Save for offline" for one lesson or PDF (docs/decisions.md §17): its size before saving,
 * then its progress with a cancel, then "Saved on this phone" with a remove. `size` when the
 * list already knows it (PDFs), else asked of the server once shown.
 */
export function SaveButton({ request, size }: { request: SaveRequest; size?: number }) {
  const { t, i18n } = useTranslation('offline');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const bilingual = useBilingual();
  const saved = useSavedFile(request.url);
  const job = useSaveJob(request.url);
  const [asked, setAsked] = useState<number | null>(size ?? null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (size !== undefined || saved) return;
    let current = true;
    void fileSize(request.url).then((bytes) => current && setAsked(bytes));
    return () => {
      current = false;
    };
  }, [request.url, size, saved]);
  const bytes = (value: number) => formatFileSize(value, language);
  const title = bilingual(request.title);

  if (saved) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-800">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        {t('save.saved')} ({bytes(saved.bytes)})
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
          aria-label={t('save.remove', { title })}
          title={t('save.remove', { title })}
          onClick={() => void removeSaved(request.url)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </p>
    );
  }
  if (job && job.state !== 'failed') {
    const percent = percentOf(job);
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <progress
          className="h-2 w-32 accent-teal-700"
          max={100}
          value={job.total ? percent : undefined}
          aria-label={t('save.button')}
        />
        <span role="status">
          {job.state === 'waiting'
            ? t('save.waiting', { percent })
            : job.total
              ? t('save.saving', {
                  percent,
                  received: bytes(job.received),
                  total: bytes(job.total),
                })
              : t('save.savingUnknown', { received: bytes(job.received) })}
        </span>
        <button
          type="button"
          className={buttonClass('ghost', 'min-h-11 px-3')}
          onClick={() => cancelSave(request.url)}
        >
          <X aria-hidden="true" className="size-4" />
          {t('save.cancel')}
        </button>
      </div>
    );
  }
  const pdf = !isSavedVideo(request.kind);
  // A PDF's size is written beside it in its list already.
  const label = pdf
    ? t('save.pdf')
    : asked
      ? t('save.buttonSize', { size: bytes(asked) })
      : t('save.button');
  const failure = offline
    ? t('save.needsConnection')
    : job?.failure === 'no_space'
      ? t('save.noSpace')
      : job?.failure
        ? t('save.failed')
        : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-11 px-4 text-sm')}
        onClick={() => {
          const connected = navigator.onLine;
          setOffline(!connected);
          if (connected) void saveForOffline(request);
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {job?.failure ? t('save.retry') : label}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
