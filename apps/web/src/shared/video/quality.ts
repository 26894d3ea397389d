import {
  DATA_SAVER_RUNGS,
  VIDEO_QUALITIES,
  VIDEO_RUNGS,
  VIDEO_SEGMENT_SECONDS,
  type VideoQuality,
} from '@madrasa/contracts';

/** The viewer's choice, remembered on the device and applied to every video. */
export const QUALITY_STORAGE_KEY = 'video-quality';

/** Auto's ceiling on a cellular or slow connection, unless the viewer picks more. */
export const CELLULAR_MAX_HEIGHT = 480;
const DATA_SAVER_MAX_HEIGHT = Math.max(...DATA_SAVER_RUNGS);

const isQuality = (value: unknown): value is VideoQuality =>
  (VIDEO_QUALITIES as readonly unknown[]).includes(value);

export function readQuality(): VideoQuality {
  try {
    const stored = localStorage.getItem(QUALITY_STORAGE_KEY);
    return isQuality(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function storeQuality(quality: VideoQuality): void {
  try {
    localStorage.setItem(QUALITY_STORAGE_KEY, quality);
  } catch {
    // Storage can be refused (private mode, quota); the choice then lasts this video only.
  }
}

/** The Network Information API's fields the player reads (Chromium only; absent elsewhere). */
export type Connection = {
  downlink?: number;
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
};

export const readConnection = (): Connection =>
  (typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: Connection }).connection) ?? {};

/**
 * Cellular when the browser says so; when it does not know the kind of link (desktop Chrome
 * never tells), a link measured as 3G or slower is treated the same.
 */
export function isCellular({ type, effectiveType }: Connection): boolean {
  if (type === 'cellular') return true;
  if (type !== undefined && type !== 'unknown') return false;
  return effectiveType === 'slow-2g' || effectiveType === '2g' || effectiveType === '3g';
}

const rungsOf = (heights: readonly number[]) =>
  [...new Set(heights)]
    .filter((height) => (VIDEO_RUNGS as readonly number[]).includes(height))
    .sort((a, b) => a - b);

/**
 * The menu: nothing for a single file; Auto and Data saver where the browser plays HLS itself
 * (it offers no choice of rung; Data saver only when that playlist exists); hls.js adds each rung.
 */
export function qualityOptions(
  path: 'hls.js' | 'native' | 'file',
  heights: readonly number[],
  hasDataSaver: boolean,
): VideoQuality[] {
  if (path === 'file') return [];
  const rungs = rungsOf(heights);
  if (path === 'native') return hasDataSaver ? ['auto', 'data_saver'] : [];
  const saver: VideoQuality[] = rungs.some((h) => h <= DATA_SAVER_MAX_HEIGHT) ? ['data_saver'] : [];
  return ['auto', ...saver, ...rungs.map((height) => String(height) as VideoQuality)];
}

/**
 * The remembered choice as this video can honour it: a rung it lacks becomes the highest it
 * has below that (or its lowest); a choice it cannot offer at all becomes Auto.
 */
export function effectiveQuality(
  choice: VideoQuality,
  options: readonly VideoQuality[],
): VideoQuality {
  if (options.includes(choice)) return choice;
  const rungs = options.filter((option) => /^\d+$/.test(option)).map(Number);
  if (rungs.length === 0 || !/^\d+$/.test(choice)) return 'auto';
  const below = rungs.filter((height) => height <= Number(choice));
  return String(below.length > 0 ? Math.max(...below) : Math.min(...rungs)) as VideoQuality;
}

/** Index of the tallest level no taller than `max`, or of the shortest when all are taller. */
export function levelAtMost(heights: readonly number[], max: number): number {
  let best = -1;
  let lowest = -1;
  heights.forEach((height, index) => {
    if (height <= max && (best === -1 || height > (heights[best] ?? 0))) best = index;
    if (lowest === -1 || height < (heights[lowest] ?? 0)) lowest = index;
  });
  return best === -1 ? lowest : best;
}

/** Seconds Auto's first segment may take on the link's estimate (a first frame within 2 s). */
export const QUICK_START_SECONDS = 0.5;

/**
 * Auto's first level: the tallest whose first segment (its peak bit rate for a segment's
 * length) arrives within QUICK_START_SECONDS on `estimateBps`, else the lowest: on 1.6 Mbps
 * 240p (62 KB, not 480p's 187 KB), on Wi-Fi 480p or 720p. ABR climbs from the next segment,
 * once this one has measured the link. `bitrates`: hls.js's levels, lowest first.
 */
export function quickStartLevel(bitrates: readonly number[], estimateBps: number): number {
  let start = 0;
  bitrates.forEach((bitrate, index) => {
    if ((bitrate * VIDEO_SEGMENT_SECONDS) / estimateBps <= QUICK_START_SECONDS) start = index;
  });
  return start;
}

/**
 * hls.js level indexes: `manual` a fixed level (-1: ABR), `cap` ABR's ceiling (-1: none but
 * the player's size), `start` the first level (-1: Auto's quick start, which attachHls sets
 * once the levels' rates are known: quickStartLevel).
 */
export type LevelPlan = { manual: number; cap: number; start: number };

/**
 * - a rung: that level, fixed;
 * - Data saver: the lowest rung, as Save-Data gets: ≈ 250 kbps, under 2 MB a minute (360p
 *   could cost 3.5). Native HLS has no levels to pick, and plays the data-saver playlist
 *   (240p and 360p) instead;
 * - Auto: with Save-Data, the lowest and no higher; on cellular, ABR capped at 480p;
 *   otherwise ABR from the bandwidth estimate with no cap but the player's size.
 */
export function levelPlan(
  quality: VideoQuality,
  heights: readonly number[],
  connection: Connection,
): LevelPlan {
  // No level is 0 px tall, so this is the shortest.
  const lowest = levelAtMost(heights, 0);
  if (quality === 'data_saver') return { manual: -1, cap: lowest, start: lowest };
  if (quality !== 'auto') {
    const level = levelAtMost(heights, Number(quality));
    return { manual: level, cap: -1, start: level };
  }
  if (connection.saveData) return { manual: -1, cap: lowest, start: lowest };
  if (isCellular(connection)) {
    return { manual: -1, cap: levelAtMost(heights, CELLULAR_MAX_HEIGHT), start: -1 };
  }
  return { manual: -1, cap: -1, start: -1 };
}
