import type { VideoStream } from '@madrasa/contracts';
import { EyeOff, FileText, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { VideoStatus } from '@/shared/video/video-status.tsx';
import { type MyUploads, useMyUploads } from '../api/get-my-uploads.ts';
import { countsOf, useUploadStats } from '../api/get-upload-stats.ts';
import type { UploadKind } from '../api/upload-kinds.ts';
import { DeleteUploadButton } from './delete-upload-button.tsx';
import { UploadCountsLine } from './upload-counts-line.tsx';

type Item = {
  id: number;
  name: string;
  detail: string;
  href: string;
  thumbnail: string | null;
  hidden: boolean;
  /** A lesson's ladder: queued, how far it is made, ready, failed or played as uploaded. */
  stream?: VideoStream;
};

const TEXTS = {
  file: { title: 'list.files', empty: 'list.emptyFiles' },
  lesson: { title: 'list.lessons', empty: 'list.emptyLessons' },
  exam: { title: 'list.exams', empty: 'list.emptyExams' },
} as const;

/**
 * The signed-in teacher's uploads of one kind, each with how many students opened or watched
 * it and a way to open and to delete it.
 */
export function MyUploadsList({ kind }: { kind: UploadKind }) {
  const { t, i18n } = useTranslation('profile');
  const language = toLanguage(i18n.resolvedLanguage);
  const pick = useLocalized();
  const uploads = useMyUploads();
  // Numbers only, and only when they came: the list never waits for them.
  const counts = countsOf(useUploadStats().data, kind);

  const itemsOf = (data: MyUploads): Item[] => {
    if (kind === 'file') {
      return data.files.map((file) => ({
        id: file.id,
        name: file.file_name,
        detail: `${t(`uploads.type.${file.file_type}`)} · ${formatFileSize(file.file_size, language)}`,
        href: fileUrl(file.file_path),
        thumbnail: null,
        hidden: file.hidden,
      }));
    }
    if (kind === 'lesson') {
      return data.videos.map((video) => ({
        id: video.id,
        name: video.lesson_title,
        detail: formatFileSize(video.file_size, language),
        href: fileUrl(video.video_path),
        thumbnail: fileUrl(video.thumbnail_path),
        hidden: video.hidden,
        stream: video.stream,
      }));
    }
    return data.exams.map((exam) => ({
      id: exam.id,
      name: pick(exam, 'lesson_name'),
      detail: `${exam.grade} · ${formatFileSize(exam.file_size, language)}`,
      href: fileUrl(exam.file_path),
      thumbnail: null,
      hidden: exam.hidden,
    }));
  };

  const body = () => {
    if (uploads.isPending) return <LoadingState />;
    if (uploads.isError) {
      return <ErrorState message={t('list.failed')} onRetry={() => void uploads.refetch()} />;
    }
    const items = itemsOf(uploads.data);
    if (items.length === 0) return <EmptyState>{t(TEXTS[kind].empty)}</EmptyState>;
    return (
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
          >
            {item.thumbnail ? (
              <img
                src={item.thumbnail}
                alt=""
                width={112}
                height={63}
                loading="lazy"
                className="aspect-video w-28 shrink-0 rounded-lg bg-teal-50 object-cover"
              />
            ) : (
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700">
                <FileText aria-hidden="true" className="size-6" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-bold break-words text-teal-950">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-sm text-slate-700">
                <bdi>{item.detail}</bdi>
              </p>
              {item.stream && <VideoStatus stream={item.stream} className="mt-1" />}
              <UploadCountsLine kind={kind} counts={counts.get(item.id)} />
              {item.hidden && (
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
                  <EyeOff aria-hidden="true" className="size-4" />
                  {t('list.hidden')}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={item.href}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-teal-800 hover:bg-teal-50"
              >
                {kind === 'lesson' && <PlayCircle aria-hidden="true" className="size-5" />}
                <span aria-hidden="true">{t('list.open')}</span>
                <span className="sr-only">{t('list.openName', { name: item.name })}</span>
              </a>
              <DeleteUploadButton kind={kind} id={item.id} name={item.name} />
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="flex flex-col gap-4">
      <h3 className="text-xl font-bold text-teal-950">{t(TEXTS[kind].title)}</h3>
      {body()}
    </section>
  );
}
