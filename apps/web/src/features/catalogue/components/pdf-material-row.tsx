import { type FileKind, type PdfMaterial, plainStoragePath } from '@madrasa/contracts';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { downloadUrl, fileUrl } from '@/shared/lib/file-url.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { SaveButton } from '@/shared/offline/save-button.tsx';
import { usePremiumItem } from '@/shared/premium/premium-access.ts';
import { LockedActions, PreviewBadge } from '@/shared/premium/premium-lock.tsx';
import { DoneTick } from '@/shared/progress/done-tick.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';

/**
 * One PDF: its title, original file name and size, a link to read it and one to download it.
 * `opened`: the signed-in student's tick; `onOpen`: called when either link is followed.
 * `kind` and `page`: what to save it as for offline reading (its link then opens the saved copy).
 * A PDF of a premium course the reader has not unlocked shows a lock and "Activate a card".
 */
export function PdfMaterialRow({
  material,
  title,
  opened = false,
  onOpen,
  kind,
  page,
}: {
  material: PdfMaterial;
  title?: string;
  opened?: boolean;
  onOpen?: () => void;
  kind: FileKind;
  page: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const pick = useLocalized();
  const name = title ?? pick(material, 'name');
  const size = formatFileSize(material.file_size, toLanguage(i18n.resolvedLanguage));
  const premium = usePremiumItem({ kind, id: material.id }, material.premium, {
    video: null,
    stream: null,
    file: material.pdf_file,
  });
  // A premium PDF opens from its signed path, once read; a locked one offers a card instead.
  const file = premium.access === 'unlocked' ? premium.open?.file : material.pdf_file;
  return (
    <article className="flex h-full flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-bold text-teal-950">{name}</h2>
        {opened && <DoneTick what="opened" className="mt-1" />}
        {/* File names are often Latin inside Arabic text: isolate their direction. */}
        <p className="mt-1 text-sm break-words text-slate-700">
          <bdi>{material.file_name}</bdi>
        </p>
        <p className="text-sm text-slate-700">{t('pdf.size', { size })}</p>
        {premium.access === 'preview' && <PreviewBadge className="mt-1" />}
      </div>
      {premium.access === 'locked' && <LockedActions name={name} className="basis-full" />}
      {file && (
        <>
          <div className="flex shrink-0 flex-wrap gap-2">
            <a
              href={fileUrl(file, 'admin')}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onOpen}
              aria-label={`${t('pdf.open')} ${name} ${t('newTab', { ns: 'common' })}`}
              className={buttonClass('ghost', 'px-3')}
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              {t('pdf.open')}
            </a>
            <a
              href={downloadUrl(file, 'admin')}
              download={material.file_name}
              onClick={onOpen}
              // Every row has these two links: the name tells them apart for screen readers.
              aria-label={`${t('pdf.download')} ${name}`}
              className={buttonClass('primary', 'px-4')}
            >
              <Download aria-hidden="true" className="size-5" />
              {t('pdf.download')}
            </a>
          </div>
          <div className="basis-full">
            <SaveButton
              size={material.file_size}
              request={{
                url: fileUrl(plainStoragePath(file), 'admin'),
                from: fileUrl(file, 'admin'),
                kind,
                id: material.id,
                title: { ar: title ?? material.name_ar, en: title ?? material.name_en },
                page,
              }}
            />
          </div>
        </>
      )}
    </article>
  );
}
