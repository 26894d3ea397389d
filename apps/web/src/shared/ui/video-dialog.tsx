import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useVideoProgress,
  type VideoProgressTarget,
} from '@/shared/progress/use-video-progress.ts';

/**
 * What the player shows: a catalogue lesson or a teacher's video, with its URLs resolved.
 * `progress`: resume and save a signed-in student's place (nothing happens for visitors).
 */
export type DialogVideo = {
  id: number;
  title: string;
  src: string;
  poster?: string;
  progress?: VideoProgressTarget;
};

/**
 * The lesson player. Escape, the close button or a click outside closes it; closing
 * unmounts the <video>, which stops playback and its download.
 */
export function VideoDialog({
  video,
  onClose,
}: {
  video: DialogVideo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/75 p-4">
          {video && (
            <Dialog.Content
              aria-describedby={undefined}
              className="w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl outline-none"
            >
              <div className="flex items-center gap-3 px-5 py-3">
                <Dialog.Title className="flex-1 text-lg font-bold text-teal-950">
                  {video.title}
                </Dialog.Title>
                <Dialog.Close
                  aria-label={t('video.close')}
                  className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
                >
                  <X aria-hidden="true" className="size-6" />
                </Dialog.Close>
              </div>
              <Player key={video.id} video={video} />
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One video; keyed by the video, so its resume and saves start afresh for each one. */
function Player({ video }: { video: DialogVideo }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useVideoProgress(ref, video.progress);
  return (
    // biome-ignore lint/a11y/useMediaCaption: lessons are uploaded without caption files.
    <video
      ref={ref}
      src={video.src}
      poster={video.poster}
      controls
      preload="metadata"
      autoPlay
      playsInline
      className="aspect-video w-full bg-black"
    >
      {t('video.unsupported')}
    </video>
  );
}
