import type { HlsConfig } from 'hls.js';
import type { Connection } from './quality.ts';

/** hls.js's first guess of the bandwidth before it has measured any: a slow link's. */
export const DEFAULT_ESTIMATE_BPS = 500_000;

/** The browser's own estimate (Mbps, Chromium only), else a conservative 500 kbps. */
export const startEstimate = ({ downlink }: Connection): number =>
  downlink !== undefined && downlink > 0 ? Math.round(downlink * 1_000_000) : DEFAULT_ESTIMATE_BPS;

/**
 * Buffers sized for phones with little memory (hls.js would hold up to 60 MB and 10 minutes
 * ahead); levels no larger than the player shows; the start set by the player once the
 * playlist is read (attach-hls.ts: quickStartLevel), ABR's estimate from the browser's.
 * `startPosition`: where the element already is (a resume set before hls.js attached).
 */
export const hlsConfig = (connection: Connection, startPosition: number): Partial<HlsConfig> => ({
  startLevel: -1,
  abrEwmaDefaultEstimate: startEstimate(connection),
  // The start comes from the estimate above: hls.js's own bandwidth test would fetch a
  // segment and throw it away (0.75 s and 60 KB of a metered bundle on 1.6 Mbps, bench:video).
  testBandwidth: false,
  capLevelToPlayerSize: true,
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
  backBufferLength: 30,
  maxBufferSize: 30 * 1000 * 1000,
  startPosition: startPosition > 0 ? startPosition : -1,
});
