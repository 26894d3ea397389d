import type { FileKind, PremiumMark } from '@madrasa/contracts';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl } from '@/shared/lib/file-url.ts';
import { usePremiumItem } from '@/shared/premium/premium-access.ts';
import { LockedActions, PreviewBadge } from '@/shared/premium/premium-lock.tsx';
import { DoneTick } from '@/shared/progress/done-tick.tsx';
import { useMarkFileOpened } from '@/shared/progress/progress-api.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

export type DownloadItem = {
  id: number;
  name: string;
  href: string;
  detail?: string;
  premium?: PremiumMark | undefined;
};

/**
 * A teacher's PDFs (`kind`) to download, each with its name (and size when known); a signed-in
 * student's downloaded ones carry a tick, and downloading marks one. A PDF of a premium course
 * the reader has not unlocked shows a lock and "Activate a card" instead.
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
  const progress = useProgressOf({ teacherId });
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <DownloadRow
          key={item.id}
          item={item}
          kind={kind}
          opened={progress.of(kind, item.id)?.completed === true}
        />
      ))}
    </ul>
  );
}

function DownloadRow({
  item,
  kind,
  opened,
}: {
  item: DownloadItem;
  kind: FileKind;
  opened: boolean;
}) {
  const { t } = useTranslation('teachers');
  const markOpened = useMarkFileOpened();
  const premium = usePremiumItem({ kind, id: item.id }, item.premium);
  // An unlocked premium PDF downloads from its signed path, once read.
  const signed = premium.open?.file;
  const href = premium.access === 'unlocked' ? signed && downloadUrl(signed, 'admin') : item.href;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words text-teal-950">
          <bdi>{item.name}</bdi>
        </p>
        {item.detail && <p className="text-sm text-slate-700">{item.detail}</p>}
        {opened && <DoneTick what="opened" className="mt-1" />}
        {premium.access === 'preview' && <PreviewBadge className="mt-1" />}
      </div>
      {premium.access === 'locked' && <LockedActions name={item.name} className="sm:max-w-xs" />}
      {href && (
        <a
          href={href}
          download
          onClick={() => markOpened(kind, item.id)}
          className={buttonClass('primary', 'shrink-0 px-4')}
        >
          <Download aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{t('files.download')}</span>
          <span className="sr-only">{t('files.downloadName', { name: item.name })}</span>
        </a>
      )}
    </li>
  );
}
