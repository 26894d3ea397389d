import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_BPS, hlsConfig, startEstimate } from './hls-config.ts';
import {
  effectiveQuality,
  isCellular,
  levelAtMost,
  levelPlan,
  QUALITY_STORAGE_KEY,
  qualityOptions,
  quickStartLevel,
  readQuality,
  storeQuality,
} from './quality.ts';

const LADDER = [240, 360, 480, 720];

describe('the remembered quality', () => {
  it('is Auto until chosen, then the choice; anything else stored is ignored', () => {
    expect(readQuality()).toBe('auto');
    storeQuality('360');
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('360');
    expect(readQuality()).toBe('360');
    localStorage.setItem(QUALITY_STORAGE_KEY, '1080');
    expect(readQuality()).toBe('auto');
  });
});

describe('qualityOptions', () => {
  it('offers Auto, Data saver and each rung with hls.js, lowest first, once each', () => {
    expect(qualityOptions('hls.js', [480, 240, 360, 360], true)).toEqual([
      'auto',
      'data_saver',
      '240',
      '360',
      '480',
    ]);
  });

  it('offers only Auto and Data saver where the browser plays HLS itself', () => {
    expect(qualityOptions('native', LADDER, true)).toEqual(['auto', 'data_saver']);
    expect(qualityOptions('native', LADDER, false)).toEqual([]);
  });

  it('offers nothing for a single file', () => {
    expect(qualityOptions('file', LADDER, true)).toEqual([]);
  });
});

describe('effectiveQuality', () => {
  const options = qualityOptions('hls.js', [240, 360, 480], true);
  it('keeps a choice the video offers', () => {
    expect(effectiveQuality('360', options)).toBe('360');
    expect(effectiveQuality('data_saver', options)).toBe('data_saver');
  });

  it('never goes above the source: a missing rung becomes the highest below it', () => {
    expect(effectiveQuality('720', options)).toBe('480');
    expect(effectiveQuality('240', qualityOptions('hls.js', [360, 480], true))).toBe('360');
  });

  it('becomes Auto where rungs cannot be chosen', () => {
    expect(effectiveQuality('480', ['auto', 'data_saver'])).toBe('auto');
  });
});

describe('levelAtMost', () => {
  it('finds the tallest level not above the height, or the shortest when all are above', () => {
    expect(levelAtMost(LADDER, 480)).toBe(2);
    expect(levelAtMost([720, 240, 480], 500)).toBe(2);
    expect(levelAtMost(LADDER, 100)).toBe(0);
    expect(levelAtMost([], 480)).toBe(-1);
  });
});

describe('isCellular', () => {
  it('trusts the kind of link, and reads a slow measured link as cellular when it is unknown', () => {
    expect(isCellular({ type: 'cellular' })).toBe(true);
    expect(isCellular({ type: 'wifi', effectiveType: '3g' })).toBe(false);
    expect(isCellular({ effectiveType: '3g' })).toBe(true);
    expect(isCellular({ type: 'unknown', effectiveType: '2g' })).toBe(true);
    expect(isCellular({ effectiveType: '4g' })).toBe(false);
    expect(isCellular({})).toBe(false);
  });
});

describe('levelPlan', () => {
  it('Auto: ABR from the estimate, uncapped on a fixed line', () => {
    expect(levelPlan('auto', LADDER, { type: 'wifi' })).toEqual({ manual: -1, cap: -1, start: -1 });
  });

  it('Auto on cellular: ABR capped at 480p', () => {
    expect(levelPlan('auto', LADDER, { type: 'cellular' })).toEqual({
      manual: -1,
      cap: 2,
      start: -1,
    });
  });

  it('Auto with Save-Data: the lowest rung, and no higher', () => {
    expect(levelPlan('auto', LADDER, { saveData: true, type: 'wifi' })).toEqual({
      manual: -1,
      cap: 0,
      start: 0,
    });
  });

  it('Data saver: the lowest rung, under 2 MB a minute', () => {
    expect(levelPlan('data_saver', LADDER, {})).toEqual({ manual: -1, cap: 0, start: 0 });
  });

  it('a rung: that level, fixed, even above the cellular cap', () => {
    expect(levelPlan('720', LADDER, { type: 'cellular' })).toEqual({
      manual: 3,
      cap: -1,
      start: 3,
    });
  });
});

describe('quickStartLevel', () => {
  // Peak rates of a measured ladder (bench:video): 240p, 360p, 480p, 720p.
  const BITRATES = [101_000, 186_000, 279_000, 830_000];
  it('picks the tallest rung whose 6 s segment arrives within half a second, else the lowest', () => {
    expect(quickStartLevel(BITRATES, 1_600_000)).toBe(0);
    expect(quickStartLevel(BITRATES, 2_300_000)).toBe(1);
    expect(quickStartLevel(BITRATES, 3_400_000)).toBe(2);
    expect(quickStartLevel(BITRATES, 10_000_000)).toBe(3);
    expect(quickStartLevel(BITRATES, 300_000)).toBe(0);
  });
});

describe('hlsConfig', () => {
  it("starts from the browser's downlink estimate, else a conservative 500 kbps", () => {
    expect(startEstimate({ downlink: 2.5 })).toBe(2_500_000);
    expect(startEstimate({ downlink: 0 })).toBe(DEFAULT_ESTIMATE_BPS);
    expect(startEstimate({})).toBe(500_000);
  });

  it('keeps buffers small for phones, levels to the player size, and wastes no test download', () => {
    expect(hlsConfig({}, 0)).toMatchObject({
      startLevel: -1,
      testBandwidth: false,
      capLevelToPlayerSize: true,
      maxBufferLength: 30,
      maxMaxBufferLength: 60,
      backBufferLength: 30,
      maxBufferSize: 30_000_000,
      startPosition: -1,
    });
    expect(hlsConfig({}, 42).startPosition).toBe(42);
  });
});
