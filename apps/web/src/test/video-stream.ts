import type { VideoStream } from '@madrasa/contracts';

/**
 * A video's `stream` as the API lists it: by default a server without ffmpeg, which plays
 * the upload as it came (`original`, no ladder); `overrides` make any other state.
 */
export const videoStream = (overrides: Partial<VideoStream> = {}): VideoStream => ({
  state: 'original',
  percent: 0,
  failure: null,
  hls: null,
  data_saver: null,
  mp4: null,
  poster: null,
  rungs: [],
  captions: [],
  ...overrides,
});

/** A finished ladder of `rungs` under /storage/videos/hls/<hash>/, with its MP4 and poster. */
export const readyStream = (hash: string, rungs: number[] = [240, 360, 480]): VideoStream =>
  videoStream({
    state: 'ready',
    percent: 100,
    hls: `/storage/videos/hls/${hash}/master-${rungs.length}.m3u8`,
    data_saver: `/storage/videos/hls/${hash}/master-saver.m3u8`,
    mp4: `/storage/videos/hls/${hash}/360p.mp4`,
    poster: `/storage/videos/hls/${hash}/poster.webp`,
    rungs,
  });
