import { FileText, PlayCircle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { saveForOffline } from '@/shared/offline/save-file.ts';
import {
  findCleared,
  isSavedVideo,
  removeSaved,
  type SavedFile,
  useSavedFiles,
} from '@/shared/offline/saved-files.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { type DialogVideo, VideoDialog } from '@/shared/ui/video-dialog.tsx';

/** How much this site may keep on the phone, as the browser estimates it: again on each change. */
function useStorageEstimate(files: SavedFile[]) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the browser's usage changes with the list.
  useEffect(() => {
    void navigator.storage?.estimate?.().then(setEstimate, () => setEstimate(null));
  }, [files]);
  return estimate;
}

/** The saved files the phone has cleared since they were saved. */
function useCleared(files: SavedFile[]) {
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  useEffect(() => {
    let current = true;
    void findCleared(files).then((found) => current && setCleared(found));
    return () => {
      current = false;
    };
  }, [files]);
  return cleared;
}

/**
 * What is saved on this phone (docs/decisions.md §17): each lesson or PDF with its size and a
 * remove, the total against what the browser allows, and what the phone has cleared since.
 * Videos play here, offline too; PDFs open in the browser's viewer from the saved copy.
 */
export function SavedList() {
  const { t, i18n } = useTranslation('offline');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const bilingual = useBilingual();
  const formatDate = useFormatDate();
  const files = useSavedFiles();
  const cleared = useCleared(files);
  const estimate = useStorageEstimate(files);
  const [playing, setPlaying] = useState<DialogVideo | null>(null);
  const size = (bytes: number) => formatFileSize(bytes, language);
  const used = files.reduce((sum, file) => sum + (cleared.has(file.url) ? 0 : file.bytes), 0);

  if (files.length === 0) return <p className="text-slate-700">{t('saved.empty')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {estimate?.quota
          ? t('saved.usage', { used: size(used), available: size(estimate.quota) })
          : t('saved.usageUnknown', { used: size(used) })}
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {files.map((file) => {
          const title = bilingual(file.title);
          const videoKind = isSavedVideo(file.kind) ? file.kind : null;
          const video = videoKind !== null;
          const gone = cleared.has(file.url);
          const Icon = video ? PlayCircle : FileText;
          return (
            <li key={file.url} className="flex flex-wrap items-center gap-3 p-4">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-teal-950">{title}</p>
                <p className="text-sm text-slate-600">
                  {t(video ? 'saved.kind.video' : 'saved.kind.pdf')} · {size(file.bytes)} ·{' '}
                  {formatDate(file.savedAt)}
                </p>
                {gone && <p className="text-sm text-amber-800">{t('saved.cleared')}</p>}
              </div>
              {gone ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'px-4 text-sm')}
                  aria-label={t('saved.saveAgain', { title })}
                  onClick={() => {
                    void removeSaved(file.url).then(() => saveForOffline(file));
                  }}
                >
                  {t('save.retry')}
                </button>
              ) : videoKind ? (
                <button
                  type="button"
                  className={buttonClass('primary', 'px-4 text-sm')}
                  aria-label={t('saved.play', { title })}
                  onClick={() =>
                    setPlaying({
                      id: file.id,
                      title,
                      src: file.url,
                      progress: { kind: videoKind, id: file.id, startAt: undefined },
                    })
                  }
                >
                  <PlayCircle aria-hidden="true" className="size-4" />
                  {t('saved.kind.video')}
                </button>
              ) : (
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass('primary', 'px-4 text-sm')}
                  aria-label={t('saved.open', { title })}
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {t('saved.kind.pdf')}
                </a>
              )}
              <button
                type="button"
                className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
                aria-label={t('save.remove', { title })}
                title={t('save.remove', { title })}
                onClick={() => void removeSaved(file.url)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-600">{t('saved.signOutNote')}</p>
      <VideoDialog video={playing} onClose={() => setPlaying(null)} />
    </div>
  );
}
