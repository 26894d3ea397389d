/** What this browser can play an HLS ladder with. */
export type PlaybackEnvironment = {
  /** Media Source Extensions with H.264 + AAC in MP4: hls.js can play the ladder. */
  mse: boolean;
  /** The browser plays HLS itself (Safari; Android Chrome claims it too, then stalls). */
  nativeHls: boolean;
};

/**
 * How one video plays: `hls.js` drives the ladder over MSE; `native` hands the playlist to
 * the browser; `file` is one file (the MP4 rendition, or the original before any rendition).
 */
export type Playback =
  | { path: 'hls.js'; src: string }
  | { path: 'native'; src: string }
  | { path: 'file'; src: string };

/** A video's URLs: its playlist and MP4 once made (else null), and the uploaded original. */
export type Sources = { hls: string | null; mp4: string | null; original: string };

/** The file to play when no playlist can be: the 360p MP4, or the original upload. */
export const fileSource = ({ mp4, original }: Sources): Playback => ({
  path: 'file',
  src: mp4 ?? original,
});

/**
 * hls.js wherever MSE exists, the browser's own HLS only where it does not (iPhones before
 * ManagedMediaSource): Android Chrome answers canPlayType for HLS, then stalls on it.
 */
export function choosePlayback(sources: Sources, environment: PlaybackEnvironment): Playback {
  if (!sources.hls) return fileSource(sources);
  if (environment.mse) return { path: 'hls.js', src: sources.hls };
  if (environment.nativeHls) return { path: 'native', src: sources.hls };
  return fileSource(sources);
}

// H.264 Main level 3.1 (up to 720p) with AAC-LC: what every rung of the ladder is made of.
const LADDER_CODECS = 'video/mp4; codecs="avc1.4d401f,mp4a.40.2"';

type MediaSourceWindow = typeof globalThis & {
  ManagedMediaSource?: typeof MediaSource;
  WebKitMediaSource?: typeof MediaSource;
};

/** Media Source Extensions that play the ladder's codecs: where hls.js is used. */
export function hasMse(): boolean {
  const scope = globalThis as MediaSourceWindow;
  const source = scope.ManagedMediaSource ?? scope.MediaSource ?? scope.WebKitMediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported(LADDER_CODECS);
}

/** Asks the browser without loading hls.js, so a phone that cannot use it never downloads it. */
export function detectEnvironment(video: HTMLVideoElement): PlaybackEnvironment {
  return {
    mse: hasMse(),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
