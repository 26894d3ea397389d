import type { VideoQuality, VideoStream } from '@madrasa/contracts';
import type Hls from 'hls.js';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { applyPlan, attachHls, loadHls } from './attach-hls.ts';
import { choosePlayback, detectEnvironment, fileSource, type Playback } from './choose-source.ts';
import {
  effectiveQuality,
  levelPlan,
  qualityOptions,
  readConnection,
  readQuality,
  storeQuality,
} from './quality.ts';

export type HlsPlayer = {
  /** The element's `src`; undefined while hls.js feeds it (or before the path is known). */
  src: string | undefined;
  /** The menu's choices, empty when there is nothing to choose (a single file). */
  options: VideoQuality[];
  /** The remembered choice as this video honours it. */
  quality: VideoQuality;
  setQuality: (quality: VideoQuality) => void;
};

type Place = { time: number; playing: boolean };

/**
 * Plays a video on the element in `ref`: its ladder through hls.js where MSE exists, through
 * the browser's HLS where it does not, else its MP4, and its original until a rendition is
 * made. The choice of quality is remembered on the device for every video.
 */
export function useHlsPlayer(
  ref: RefObject<HTMLVideoElement | null>,
  stream: VideoStream | undefined,
  original: string,
): HlsPlayer {
  const hlsUrl = stream?.hls ?? null;
  const mp4 = stream?.mp4 ?? null;
  const dataSaver = stream?.data_saver ?? null;
  const [playback, setPlayback] = useState<Playback | null>(() =>
    hlsUrl ? null : fileSource({ hls: hlsUrl, mp4, original }),
  );
  const [heights, setHeights] = useState<number[]>([]);
  const [chosen, setChosen] = useState(readQuality);
  const chosenRef = useRef(chosen);
  const hlsRef = useRef<Hls | null>(null);
  // Where to carry on from when the element's source is replaced mid-video.
  const place = useRef<Place | null>(null);

  const keepPlace = useCallback(() => {
    const video = ref.current;
    if (video && video.currentTime > 0) {
      place.current = { time: video.currentTime, playing: !video.paused };
    }
  }, [ref]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const sources = { hls: hlsUrl, mp4, original };
    const environment = detectEnvironment(video);
    const first = choosePlayback(sources, environment);
    setPlayback(first);
    if (first.path !== 'hls.js') return;
    let open = true;
    let hls: Hls | null = null;
    const withoutHlsJs = () => choosePlayback(sources, { ...environment, mse: false });
    loadHls()
      .then((Hls) => {
        if (!open) return;
        if (!Hls.isSupported()) {
          setPlayback(withoutHlsJs());
          return;
        }
        const startPosition = place.current?.time ?? video.currentTime;
        place.current = null;
        hls = attachHls(Hls, video, {
          src: first.src,
          connection: readConnection(),
          startPosition,
          planFor: (levels) =>
            levelPlan(
              effectiveQuality(chosenRef.current, qualityOptions('hls.js', levels, true)),
              levels,
              readConnection(),
            ),
          onLevels: setHeights,
          onFatal: () => {
            keepPlace();
            hls?.destroy();
            hls = null;
            hlsRef.current = null;
            setPlayback(fileSource(sources));
          },
        });
        hlsRef.current = hls;
      })
      // The chunk did not load (offline, a new deploy): the browser's HLS or the file.
      .catch(() => open && setPlayback(withoutHlsJs()));
    return () => {
      open = false;
      // A new playlist for the same video (more rungs made) carries on where this one was.
      if (hls && video.isConnected) keepPlace();
      hls?.destroy();
      hlsRef.current = null;
    };
  }, [ref, hlsUrl, mp4, original, keepPlace]);

  const path = playback?.path ?? 'file';
  const options = qualityOptions(
    path,
    heights.length > 0 ? heights : (stream?.rungs ?? []),
    dataSaver !== null,
  );
  const quality = effectiveQuality(chosen, options);
  // Where the browser plays HLS itself, Data saver is its own playlist (and Auto with Save-Data).
  const nativeSrc = (choice: VideoQuality) =>
    dataSaver &&
    (choice === 'data_saver' || (choice === 'auto' && readConnection().saveData === true))
      ? dataSaver
      : playback?.src;
  const src =
    playback?.path === 'hls.js'
      ? undefined
      : playback?.path === 'native'
        ? nativeSrc(quality)
        : playback?.src;

  // A replaced source starts at 0: carry on from the kept place once the new one is known.
  useEffect(() => {
    const video = ref.current;
    const kept = place.current;
    if (!video || !kept || src === undefined) return;
    const restore = () => {
      place.current = null;
      video.currentTime = kept.time;
      // autoplay starts the new source; one the viewer had paused stays paused.
      if (!kept.playing) video.pause();
    };
    video.addEventListener('loadedmetadata', restore, { once: true });
    return () => video.removeEventListener('loadedmetadata', restore);
  }, [ref, src]);

  const setQuality = (next: VideoQuality) => {
    storeQuality(next);
    chosenRef.current = next;
    setChosen(next);
    const effective = effectiveQuality(next, options);
    const hls = hlsRef.current;
    if (hls && heights.length > 0) {
      applyPlan(hls, levelPlan(effective, heights, readConnection()), true);
    } else if (path === 'native' && nativeSrc(effective) !== src) keepPlace();
  };

  return { src, options, quality, setQuality };
}
