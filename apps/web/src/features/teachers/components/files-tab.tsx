import type { TeacherFileType } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { useTeacherFiles } from '../api/get-teacher-files.ts';
import { DownloadList } from './download-list.tsx';

const KINDS = {
  summary: { label: 'files.summaries', empty: 'files.emptySummaries' },
  worksheet: { label: 'files.worksheets', empty: 'files.emptyWorksheets' },
} as const;

/** Course Summaries / Worksheets: one list of the teacher's files, split by type. */
export function FilesTab({ teacherId }: { teacherId: number }) {
  const { t, i18n } = useTranslation('teachers');
  const language = toLanguage(i18n.resolvedLanguage);
  const files = useTeacherFiles(teacherId);
  const [kind, setKind] = useState<TeacherFileType>('summary');
  const shown = files.data?.filter((file) => file.type === kind) ?? [];

  return (
    <>
      <ToggleButtons
        className="mb-6"
        label={t('files.kind')}
        value={kind}
        options={[
          { value: 'summary', label: t(KINDS.summary.label) },
          { value: 'worksheet', label: t(KINDS.worksheet.label) },
        ]}
        onChange={setKind}
      />
      {files.isPending ? (
        <LoadingState />
      ) : files.isError ? (
        <ErrorState message={t('files.failed')} onRetry={() => void files.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{t(KINDS[kind].empty)}</EmptyState>
      ) : (
        <DownloadList
          kind="teacher_file"
          teacherId={teacherId}
          items={shown.map((file) => ({
            id: file.id,
            name: file.name,
            href: file.downloadUrl,
            detail: formatFileSize(file.size, language),
            premium: file.premium,
          }))}
        />
      )}
    </>
  );
}
