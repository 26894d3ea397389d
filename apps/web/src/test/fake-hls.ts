import { vi } from 'vitest';

type Handler = (event: string, data: unknown) => void;

/** BANDWIDTH of each rung of a teacher-at-a-board ladder (bench/RESULTS.md, bench:video). */
const PEAK_BITRATES: Record<number, number> = {
  240: 101_000,
  360: 186_000,
  480: 279_000,
  720: 830_000,
};

/**
 * Stands in for hls.js's class (`vi.mock('hls.js/light', …)`): records its config, source,
 * element and level settings, and lets a test raise its events.
 */
export class FakeHls {
  static supported = true;
  static instances: FakeHls[] = [];
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static ErrorTypes = {
    NETWORK_ERROR: 'networkError',
    MEDIA_ERROR: 'mediaError',
    OTHER_ERROR: 'otherError',
  };
  static isSupported() {
    return FakeHls.supported;
  }
  static reset() {
    FakeHls.supported = true;
    FakeHls.instances = [];
  }

  handlers = new Map<string, Handler>();
  source: string | undefined;
  media: HTMLVideoElement | undefined;
  destroyed = false;
  autoLevelCapping = -1;
  startLevel = -1;
  loadLevel = -1;
  currentLevel = -1;
  startLoad = vi.fn();
  recoverMediaError = vi.fn();

  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  loadSource(src: string) {
    this.source = src;
  }
  attachMedia(media: HTMLVideoElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  /** The playlist was parsed with levels of these heights, at the peak rates bench:video measured. */
  parsed(heights: number[]) {
    const levels = heights.map((height) => ({ height, bitrate: PEAK_BITRATES[height] ?? 0 }));
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  }
  fatal(type: string) {
    this.emit(FakeHls.Events.ERROR, { fatal: true, type });
  }
}
