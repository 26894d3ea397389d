import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadCounts } from '../api/get-upload-stats.ts';
import type { UploadKind } from '../api/upload-kinds.ts';

/**
 * How many students opened (or watched) an upload, and for a lesson how many watched it to
 * the end (docs/decisions.md, "Teachers' numbers"): numbers only, never who.
 */
export function UploadCountsLine({
  kind,
  counts,
}: {
  kind: UploadKind;
  counts: UploadCounts | undefined;
}) {
  const { t } = useTranslation('profile');
  if (!counts) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-teal-900">
      <Users aria-hidden="true" className="size-4" />
      <span>
        {t(kind === 'lesson' ? 'list.watched' : 'list.opened', { number: counts.students })}
      </span>
      {kind === 'lesson' && <span>{t('list.finished', { number: counts.finished })}</span>}
    </p>
  );
}
