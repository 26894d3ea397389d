import type { VideoStream } from '@madrasa/contracts';
import { fileUrl, type Host } from '@/shared/lib/file-url.ts';

const resolve = (path: string | null, host: Host) => (path === null ? null : fileUrl(path, host));

/** A stream with its storage paths made URLs of the host that listed it, as `src` is. */
export const resolveStream = (stream: VideoStream, host: Host = 'main'): VideoStream => ({
  ...stream,
  hls: resolve(stream.hls, host),
  data_saver: resolve(stream.data_saver, host),
  mp4: resolve(stream.mp4, host),
  poster: resolve(stream.poster, host),
  captions: stream.captions.map((caption) => ({ ...caption, src: fileUrl(caption.src, host) })),
});
