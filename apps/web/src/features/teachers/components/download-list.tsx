import type { FileKind } from '@madrasa/contracts';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DoneTick } from '@/shared/progress/done-tick.tsx';
import { useMarkFileOpened } from '@/shared/progress/progress-api.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

export type DownloadItem = { id: number; name: string; href: string; detail?: string };

/**
 * A teacher's PDFs (`kind`) to download, each with its name (and size when known); a signed-in
 * student's downloaded ones carry a tick, and downloading marks one.
 */
export function DownloadList({
  items,
  kind,
  teacherId,
}: {
  items: DownloadItem[];
  kind: FileKind;
  teacherId: number;
}) {
  const { t } = useTranslation('teachers');
  const progress = useProgressOf({ teacherId });
  const markOpened = useMarkFileOpened();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700">
            <FileText aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-bold break-words text-teal-950">
              <bdi>{item.name}</bdi>
            </p>
            {item.detail && <p className="text-sm text-slate-700">{item.detail}</p>}
            {progress.of(kind, item.id)?.completed && <DoneTick what="opened" className="mt-1" />}
          </div>
          <a
            href={item.href}
            download
            onClick={() => markOpened(kind, item.id)}
            className={buttonClass('primary', 'shrink-0 px-4')}
          >
            <Download aria-hidden="true" className="size-5" />
            <span aria-hidden="true">{t('files.download')}</span>
            <span className="sr-only">{t('files.downloadName', { name: item.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
