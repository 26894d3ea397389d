import type { AdminCatalogueTable, Language } from '@madrasa/contracts';
import type { TFunction } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { pickLocalized } from '@/shared/lib/localized.ts';
import { VideoStatus } from '@/shared/video/video-status.tsx';
import type { Column } from '../components/ui/data-table.tsx';
import type { CatalogueRow } from './catalogue-row.ts';

type Ref = { name_ar: string; name_en: string } | undefined;

/**
 * The columns of each catalogue table: both names (each in its own language), then where
 * the row belongs, then its files as links.
 */
export function catalogueColumns({
  table,
  t,
  language,
}: {
  table: AdminCatalogueTable;
  t: TFunction<'admin'>;
  language: Language;
}): Column<CatalogueRow>[] {
  const ref = (key: 'grade' | 'subject' | 'unit', header: string): Column<CatalogueRow> => ({
    key,
    header,
    cell: (row) => pickLocalized({ entity: row[key] as Ref, field: 'name', language }),
  });
  const picture: Column<CatalogueRow> = {
    key: 'image',
    header: t('columns.image'),
    cell: (row) =>
      row.image ? (
        <img
          src={fileUrl(row.image, 'admin')}
          alt=""
          className="aspect-[4/3] w-16 rounded-md object-cover"
        />
      ) : (
        <span className="text-slate-500">{t('columns.none')}</span>
      ),
  };
  const names: Column<CatalogueRow>[] = [
    {
      key: 'name_ar',
      header: t('fields.name_ar'),
      cell: (row) => (
        <span lang="ar" dir="rtl">
          {row.name_ar}
        </span>
      ),
    },
    {
      key: 'name_en',
      header: t('fields.name_en'),
      cell: (row) => (
        <span lang="en" dir="ltr">
          {row.name_en}
        </span>
      ),
    },
  ];
  const semester: Column<CatalogueRow> = {
    key: 'semester',
    header: t('fields.semester'),
    cell: (row) => (row.semester ? t(`semester.${row.semester}`) : ''),
  };
  const link = (path: string, label: string) => (
    <a
      href={fileUrl(path, 'admin')}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-medium text-teal-800 underline underline-offset-2"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('columns.newTab')}</span>
    </a>
  );
  const place = [ref('subject', t('fields.subject')), ref('grade', t('fields.grade')), semester];

  switch (table) {
    case 'grades':
      return [
        ...names,
        {
          key: 'phase',
          header: t('columns.phase'),
          cell: (row) => (row.study_phase ? t(`phase.${row.study_phase}`) : ''),
        },
      ];
    case 'subjects':
      return [picture, ...names, ref('grade', t('fields.grade')), semester];
    case 'subject-units':
      return [...names, ...place];
    case 'unit-lessons':
      return [...names, ref('unit', t('fields.unit')), ...place];
    case 'lessons':
      return [
        picture,
        ...names,
        ...place,
        {
          key: 'video',
          header: t('fields.video_mp4'),
          cell: (row) => row.video_mp4 && link(row.video_mp4, t('columns.watch')),
        },
        {
          key: 'status',
          header: t('columns.videoStatus'),
          cell: (row) => row.stream && <VideoStatus stream={row.stream} />,
        },
      ];
    default:
      return [
        ...names,
        ...place,
        {
          key: 'file',
          header: t('fields.pdf_file'),
          cell: (row) =>
            row.pdf_file && (
              <span className="flex flex-col gap-0.5">
                {link(row.pdf_file, row.file_name ?? t('columns.open'))}
                <span className="text-xs text-slate-600">
                  {formatFileSize(row.file_size ?? 0, language)}
                </span>
              </span>
            ),
        },
      ];
  }
}
