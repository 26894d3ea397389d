/** The ladder (docs/decisions): rungs by their shorter side, in kbps. 240p is mono. */
const LADDER = [
  { p: 240, videoKbps: 200, audioKbps: 48, audioChannels: 1 },
  { p: 360, videoKbps: 400, audioKbps: 64, audioChannels: 2 },
  { p: 480, videoKbps: 700, audioKbps: 64, audioChannels: 2 },
  { p: 720, videoKbps: 1400, audioKbps: 96, audioChannels: 2 },
] as const;

/** The offline MP4 is the 360p rung: watchable on a phone, ~35 MB an hour. */
const MP4_P = 360;
/** fMP4 boxes and AAC framing on top of the elementary streams. */
const CONTAINER_OVERHEAD = 1.1;
/** Above this, frames are dropped evenly (60 → 30): low bitrates spend bits better on detail. */
const MAX_FRAME_RATE = 30;

/** H.264 levels (Table A-1): max macroblocks a second and a frame. Main profile, ≤ 30 fps. */
const LEVELS = [
  { level: 30, mbPerSecond: 40_500, mbPerFrame: 1_620 },
  { level: 31, mbPerSecond: 108_000, mbPerFrame: 3_600 },
  { level: 32, mbPerSecond: 216_000, mbPerFrame: 5_120 },
  { level: 40, mbPerSecond: 245_760, mbPerFrame: 8_192 },
] as const;

export type Rung = {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  audioChannels: number;
  /** Output frames per second, constant, so 2-second keyframes land on the same frames in every rung. */
  frameRate: number;
  /** H.264 level_idc forced on the encoder, so the playlist's codec string is known in advance. */
  avcLevel: number;
  /** Peak bits a second with audio and container overhead: the master playlist's BANDWIDTH. */
  bandwidth: number;
  averageBandwidth: number;
};

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
const evenDown = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

/**
 * Bits a second of a rung at its ceiling (the encoder's -maxrate), with audio when there is
 * any: what the plan expects before the rung is made and measured (measure-rung.ts).
 */
export function bandwidthOf(rung: Rung, hasAudio: boolean) {
  const audio = hasAudio ? rung.audioKbps : 0;
  const ceiling = Math.round((rung.videoKbps + audio) * 1000 * CONTAINER_OVERHEAD);
  return { bandwidth: ceiling, averageBandwidth: ceiling };
}

function outputFrameRate(source: number) {
  if (!(source > 0 && source <= 240)) return MAX_FRAME_RATE;
  return Math.round((source / Math.ceil(source / MAX_FRAME_RATE)) * 1000) / 1000;
}

function avcLevel(width: number, height: number, frameRate: number) {
  const perFrame = Math.ceil(width / 16) * Math.ceil(height / 16);
  const found = LEVELS.find(
    (l) => perFrame <= l.mbPerFrame && perFrame * frameRate <= l.mbPerSecond,
  );
  // Past 4.0 is past 720p at 30 fps, which the ladder never makes.
  return found?.level ?? 40;
}

/**
 * The rungs to make for a source of this displayed size, lowest first. "p" is the shorter
 * side, so a portrait phone video gets the same rungs as a landscape one; no rung is larger
 * than the source, and a source under 240p gets one rung at its own size.
 */
export function planLadder(source: { width: number; height: number; frameRate?: number }): Rung[] {
  const short = Math.min(source.width, source.height);
  const long = Math.max(source.width, source.height);
  const portrait = source.height > source.width;
  const frameRate = outputFrameRate(source.frameRate ?? 0);
  const steps = LADDER.filter((step) => step.p <= short);
  const sized = steps.length
    ? steps.map((step) => ({
        ...step,
        short: step.p,
        long: Math.min(even((step.p * long) / short), evenDown(long)),
      }))
    : [{ ...LADDER[0], p: evenDown(short), short: evenDown(short), long: evenDown(long) }];
  return sized.map(({ p, short: s, long: l, videoKbps, audioKbps, audioChannels }) => {
    const width = portrait ? s : l;
    const height = portrait ? l : s;
    const rung = {
      name: `${p}p`,
      width,
      height,
      videoKbps,
      audioKbps,
      audioChannels,
      frameRate,
      avcLevel: avcLevel(width, height, frameRate),
      bandwidth: 0,
      averageBandwidth: 0,
    };
    return { ...rung, ...bandwidthOf(rung, true) };
  });
}

/** The rung the single offline MP4 is remuxed from: 360p, or the largest below it. */
export function mp4Rung(plan: readonly Rung[]): Rung {
  const fits = plan.filter((rung) => Math.min(rung.width, rung.height) <= MP4_P);
  const rung = fits.at(-1) ?? plan[0];
  if (!rung) throw new Error('empty ladder');
  return rung;
}
