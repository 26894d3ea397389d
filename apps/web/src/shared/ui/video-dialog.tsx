import { plainStoragePath, type VideoStream } from '@madrasa/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/shared/offline/save-button.tsx';
import { type SaveRequest, useSavedFile } from '@/shared/offline/save-file.ts';
import {
  useVideoProgress,
  type VideoProgressTarget,
} from '@/shared/progress/use-video-progress.ts';
import { preloadHls } from '@/shared/video/attach-hls.ts';
import { QualityMenu } from '@/shared/video/quality-menu.tsx';
import { type HlsPlayer, useHlsPlayer } from '@/shared/video/use-hls-player.ts';
import { VideoPlayer } from '@/shared/video/video-player.tsx';

/**
 * What the player shows: a catalogue lesson or a teacher's video, with its URLs resolved.
 * `src`: the uploaded original, played until `stream` has a rendition (or without one).
 * `stream`: its HLS ladder, MP4 and captions (resolveStream makes its paths URLs).
 * `progress`: resume and save a signed-in student's place (nothing happens for visitors).
 * `saveAs`: what the video is, to offer "Save for offline" once its 360p MP4 is made.
 */
export type DialogVideo = {
  id: number;
  title: string;
  src: string;
  poster?: string;
  stream?: VideoStream;
  progress?: VideoProgressTarget;
  saveAs?: Omit<SaveRequest, 'url'>;
};

/**
 * The lesson player. Escape, the close button or a click outside closes it; closing
 * unmounts the <video> (and hls.js with it), which stops playback and its download.
 * It stands ready beside a list of videos, so hls.js is fetched while the list is read.
 */
export function VideoDialog({
  video,
  onClose,
}: {
  video: DialogVideo | null;
  onClose: () => void;
}) {
  useEffect(preloadHls, []);
  return (
    <Dialog.Root open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/75 p-4">
          {video && (
            <Dialog.Content
              aria-describedby={undefined}
              className="w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl outline-none"
            >
              <Player key={video.id} video={video} />
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One video; keyed by the video, so its source, resume and saves start afresh for each. */
function Player({ video }: { video: DialogVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const { stream } = video;
  // A video saved on the phone plays its saved MP4 (answered by the service worker, offline
  // too), never the ladder, which would spend the data the student saved it to spare.
  // A premium lesson's MP4 comes through a signed link: it is kept under its plain path.
  const mp4 = stream?.mp4 ?? null;
  const saved = useSavedFile(mp4 && plainStoragePath(mp4));
  const played = useMemo(
    () => (saved && stream ? { ...stream, hls: null, data_saver: null } : stream),
    [saved, stream],
  );
  const player = useHlsPlayer(ref, played, video.src);
  useVideoProgress(ref, video.progress);
  const save =
    mp4 && video.saveAs ? { ...video.saveAs, url: plainStoragePath(mp4), from: mp4 } : null;
  return (
    <>
      <Header title={video.title} player={player} />
      <VideoPlayer videoRef={ref} player={player} stream={played} poster={video.poster} />
      {save && (
        <div className="px-5 py-3">
          <SaveButton request={save} />
        </div>
      )}
    </>
  );
}

function Header({ title, player }: { title: string; player: HlsPlayer }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3">
      <Dialog.Title className="min-w-0 flex-1 text-lg font-bold text-teal-950">
        {title}
      </Dialog.Title>
      {player.options.length > 1 && (
        <QualityMenu options={player.options} value={player.quality} onChange={player.setQuality} />
      )}
      <Dialog.Close
        aria-label={t('video.close')}
        className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-6" />
      </Dialog.Close>
    </div>
  );
}
