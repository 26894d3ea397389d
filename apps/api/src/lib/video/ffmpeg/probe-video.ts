import { NotAVideoError, TranscodeFailedError } from './errors.ts';
import type { FfmpegTools } from './find-ffmpeg.ts';
import { runTool } from './run-tool.ts';
import { untrustedInput } from './safe-paths.ts';

export type VideoInfo = {
  /** Displayed size, after the rotation a phone records for a portrait video. */
  width: number;
  height: number;
  durationSeconds: number;
  /** Frames per second on average (0 when the file does not say). */
  frameRate: number;
  hasAudio: boolean;
  /** Degrees the player turns the picture (90, 180, 270), when it does. */
  rotation?: number;
};

type Stream = {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type Probe = { streams?: Stream[]; format?: { duration?: string } };

/** Larger than 8K is no lecture video, and decoding it could take gigabytes of memory. */
const MAX_SIDE = 8192;
const PROBE_TIME_LIMIT_SECONDS = 60;

const rate = (value = '') => {
  const [num, den] = value.split('/').map(Number);
  return num && den ? num / den : 0;
};

/**
 * What a stored upload holds, read by ffprobe with the same input safety as ffmpeg. A file
 * ffprobe cannot read, or one without a real video stream (a cover picture is not one),
 * throws NotAVideoError.
 */
export async function probeVideo(
  tools: FfmpegTools,
  file: string,
  {
    signal,
    timeLimitSeconds = PROBE_TIME_LIMIT_SECONDS,
  }: { signal?: AbortSignal; timeLimitSeconds?: number } = {},
): Promise<VideoInfo> {
  // ffprobe has no -nostdin: it never reads stdin, which runTool closes anyway.
  const args = [
    '-hide_banner',
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
  ];
  let probe: Probe;
  try {
    probe = JSON.parse(
      await runTool(tools.ffprobe, [...args, ...untrustedInput(file)], {
        signal,
        timeLimitSeconds,
      }),
    );
  } catch (error) {
    if (error instanceof TranscodeFailedError || error instanceof SyntaxError) {
      throw new NotAVideoError(error.message);
    }
    throw error;
  }
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const durationSeconds = Number(probe.format?.duration ?? video?.duration);
  if (!video?.width || !video.height || !(durationSeconds > 0)) {
    throw new NotAVideoError('no playable video stream');
  }
  if (video.width > MAX_SIDE || video.height > MAX_SIDE)
    throw new NotAVideoError('video too large');
  // ffprobe 5+ reports the display matrix's rotation (counter-clockwise, so often -90);
  // older ones a "rotate" tag. Either way a quarter turn swaps width and height.
  const degrees =
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
    Number(video.tags?.rotate ?? 0);
  const rotation = ((Math.round(degrees) % 360) + 360) % 360 || undefined;
  const quarterTurn = rotation === 90 || rotation === 270;
  return {
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    durationSeconds,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    ...(rotation ? { rotation } : {}),
  };
}
