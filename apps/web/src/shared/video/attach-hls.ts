import type Hls from 'hls.js';
import { whenIdle } from '@/shared/lib/when-idle.ts';
import { hasMse } from './choose-source.ts';
import { hlsConfig, startEstimate } from './hls-config.ts';
import { type Connection, type LevelPlan, quickStartLevel } from './quality.ts';

type HlsClass = typeof Hls;

/**
 * hls.js's light build: no in-playlist subtitles, alternate audio, DRM or CMCD, none of which
 * the ladder uses (captions are sidecar WebVTT <track>s). Its own chunk (about 100 KB), fetched
 * only on a browser with MSE, once a page offers a video (preloadHls) or one opens; the
 * browser's module map fetches it once however often it is asked for.
 */
export const loadHls = async (): Promise<HlsClass> => (await import('hls.js/light')).default;

/**
 * Fetches hls.js while the visitor is still choosing a video, once the browser is idle, so
 * pressing play waits only for the video (0.6 s of a 1.6 Mbps link, bench:video).
 */
export function preloadHls(): () => void {
  if (!hasMse()) return () => {};
  return whenIdle(() => void loadHls().catch(() => {}), { timeout: 2000, fallbackDelay: 200 });
}

/**
 * Puts a plan on hls.js. At the start (`switchNow` false) it sets where to begin; a choice
 * made while playing switches at once to a fixed rung, while Auto and Data saver take effect
 * from the next segment, keeping what is buffered.
 */
export function applyPlan(hls: Hls, plan: LevelPlan, switchNow: boolean): void {
  // No cap of the plan's own (Auto) at the start leaves the one capLevelToPlayerSize has just
  // set from the player's size: lifting it let a 380 px phone player start at 720p.
  if (plan.cap >= 0 || switchNow) hls.autoLevelCapping = plan.cap;
  if (!switchNow) {
    hls.startLevel = plan.start;
    hls.loadLevel = plan.manual;
  } else if (plan.manual >= 0) hls.currentLevel = plan.manual;
  else hls.loadLevel = -1;
}

type AttachOptions = {
  src: string;
  connection: Connection;
  /** Where the element already is: hls.js starts loading there. */
  startPosition: number;
  /** The plan for the levels the playlist lists, read when it is parsed. */
  planFor: (heights: number[]) => LevelPlan;
  onLevels: (heights: number[]) => void;
  /** hls.js has given up: play a file instead. */
  onFatal: () => void;
};

/**
 * Plays `src` on the element with hls.js. A fatal network error is retried once and a media
 * error recovered once; anything further is left to `onFatal`.
 */
export function attachHls(Hls: HlsClass, video: HTMLVideoElement, options: AttachOptions): Hls {
  const hls = new Hls(hlsConfig(options.connection, options.startPosition));
  let reloaded = false;
  let recovered = false;
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    const heights = data.levels.map((level) => level.height);
    const plan = options.planFor(heights);
    applyPlan(hls, plan, false);
    if (plan.start === -1) {
      // Auto: a first segment that arrives at once, under whatever cap is set.
      const quick = quickStartLevel(
        data.levels.map((level) => level.bitrate),
        startEstimate(options.connection),
      );
      hls.startLevel = hls.autoLevelCapping >= 0 ? Math.min(quick, hls.autoLevelCapping) : quick;
    }
    options.onLevels(heights);
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && !reloaded) {
      reloaded = true;
      hls.startLoad();
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
    } else options.onFatal();
  });
  hls.loadSource(options.src);
  hls.attachMedia(video);
  return hls;
}
