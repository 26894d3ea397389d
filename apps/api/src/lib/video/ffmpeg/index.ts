export {
  NotAVideoError,
  TranscodeFailedError,
  TranscodeTimeoutError,
  UnsafePathError,
} from './errors.ts';
export { extractPoster, posterTime } from './extract-poster.ts';
export { type FfmpegTools, findFfmpeg } from './find-ffmpeg.ts';
export { avcCodec, masterPlaylist } from './master-playlist.ts';
export { measureRung } from './measure-rung.ts';
export { bandwidthOf, mp4Rung, planLadder, type Rung } from './plan-ladder.ts';
export { probeVideo, type VideoInfo } from './probe-video.ts';
export { remuxToMp4 } from './remux-to-mp4.ts';
export {
  rungFiles,
  type TranscodeRungOptions,
  transcodeArgs,
  transcodeRung,
} from './transcode-rung.ts';
