import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePlayback, detectEnvironment, type PlaybackEnvironment } from './choose-source.ts';

const ORIGINAL = '/storage/lessons/7.mov';
const LADDER = { hls: '/hls/7/master.m3u8', mp4: '/hls/7/360.mp4', original: ORIGINAL };
const NOT_YET = { hls: null, mp4: null, original: ORIGINAL };
const env = (mse: boolean, nativeHls: boolean): PlaybackEnvironment => ({ mse, nativeHls });

describe('choosePlayback', () => {
  it('plays the ladder with hls.js wherever MSE exists, even where the browser claims HLS', () => {
    expect(choosePlayback(LADDER, env(true, false))).toEqual({ path: 'hls.js', src: LADDER.hls });
    // Android Chrome: answers canPlayType for HLS, then stalls on it.
    expect(choosePlayback(LADDER, env(true, true))).toEqual({ path: 'hls.js', src: LADDER.hls });
  });

  it("uses the browser's own HLS only without MSE (older iPhones)", () => {
    expect(choosePlayback(LADDER, env(false, true))).toEqual({ path: 'native', src: LADDER.hls });
  });

  it('falls back to the MP4, then to the original, when no playlist can play', () => {
    expect(choosePlayback(LADDER, env(false, false))).toEqual({ path: 'file', src: LADDER.mp4 });
    expect(choosePlayback({ ...LADDER, mp4: null }, env(false, false))).toEqual({
      path: 'file',
      src: ORIGINAL,
    });
  });

  it('plays the original until a first rendition is made, whatever the browser', () => {
    for (const environment of [env(true, true), env(false, true), env(false, false)]) {
      expect(choosePlayback(NOT_YET, environment)).toEqual({ path: 'file', src: ORIGINAL });
    }
  });
});

describe('detectEnvironment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks MSE about the ladder codecs and the element about HLS', () => {
    const isTypeSupported = vi.fn(() => true);
    vi.stubGlobal('MediaSource', { isTypeSupported });
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('maybe');
    expect(detectEnvironment(video)).toEqual({ mse: true, nativeHls: true });
    expect(isTypeSupported).toHaveBeenCalledWith('video/mp4; codecs="avc1.4d401f,mp4a.40.2"');
  });

  it('prefers ManagedMediaSource (iOS 17.1+) and finds neither in a bare browser', () => {
    vi.stubGlobal('ManagedMediaSource', { isTypeSupported: () => true });
    expect(detectEnvironment(document.createElement('video')).mse).toBe(true);
    vi.unstubAllGlobals();
    expect(detectEnvironment(document.createElement('video'))).toEqual({
      mse: false,
      nativeHls: false,
    });
  });
});
