import type { VideoStream } from '@madrasa/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { HlsPlayer } from './use-hls-player.ts';

/**
 * The <video> of one lesson: its sidecar WebVTT captions, the one in the reader's language
 * on by default; tracks (not a rendered overlay) also show in iOS's fullscreen player.
 * `player` is useHlsPlayer's answer for the same element.
 */
export function VideoPlayer({
  videoRef,
  player,
  stream,
  poster,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  player: HlsPlayer;
  stream: VideoStream | undefined;
  poster: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const captions = stream?.captions ?? [];
  return (
    // One element whatever the captions, so hls.js and the resume keep it as tracks arrive.
    // biome-ignore lint/a11y/useMediaCaption: the tracks are the stream's WebVTT files, mapped below; a video without any has none to give yet.
    <video
      ref={videoRef}
      src={player.src}
      poster={poster ?? stream?.poster ?? undefined}
      controls
      preload="metadata"
      autoPlay
      playsInline
      // Tracks from another host need CORS; the video alone does not, so it asks only with them.
      crossOrigin={captions.length > 0 ? 'anonymous' : undefined}
      className="aspect-video w-full bg-black"
    >
      {captions.map((caption) => (
        <track
          key={caption.language}
          kind="subtitles"
          src={caption.src}
          srcLang={caption.language}
          label={t(`video.captions.${caption.language}`)}
          default={caption.language === i18n.language}
        />
      ))}
      {t('video.unsupported')}
    </video>
  );
}
