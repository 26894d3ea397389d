import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVideoStatus } from '../api/get-video-status.ts';

/**
 * Tells the admin that this server cannot make video ladders (no ffmpeg), so uploads play
 * as they came. Says nothing while the status is unknown or could not be read.
 */
export function NoFfmpegBanner() {
  const { t } = useTranslation('admin');
  const status = useVideoStatus();
  if (status.data?.ffmpeg !== null) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 sm:px-5"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('shell.noFfmpeg')}
    </p>
  );
}
