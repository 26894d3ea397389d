import { describe, expect, it } from 'vitest';
import { avcCodec, masterPlaylist } from './master-playlist.ts';
import { planLadder } from './plan-ladder.ts';

const plan = planLadder({ width: 1280, height: 720, frameRate: 30 });
const entries = plan.map((rung) => ({ rung, playlist: `${rung.name}.m3u8` })).reverse();

describe('masterPlaylist', () => {
  it('lists every rung, lowest first, with the codecs we encode', () => {
    const text = masterPlaylist(entries, { hasAudio: true });
    expect(text.split('\n').slice(0, 5)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=272800,AVERAGE-BANDWIDTH=272800,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2",FRAME-RATE=30.000',
      '240p.m3u8',
    ]);
    expect(text).toContain('RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"');
    expect(text.match(/\.m3u8/g)).toHaveLength(4);
  });

  it('declares no audio codec, and no audio bandwidth, for a silent video', () => {
    const text = masterPlaylist(entries, { hasAudio: false });
    expect(text).not.toContain('mp4a');
    expect(text).toContain(
      'BANDWIDTH=220000,AVERAGE-BANDWIDTH=220000,RESOLUTION=426x240,CODECS="avc1.4d401e"',
    );
  });

  it("declares a made rung's measured figures over the plan's ceiling, keeping the ladder's order", () => {
    const measured = entries.map((entry) => ({
      ...entry,
      measured: { bandwidth: 90_000 + entry.rung.height, averageBandwidth: 61_000 },
    }));
    const lines = masterPlaylist(measured, { hasAudio: true }).split('\n');
    expect(lines[3]).toMatch(
      /^#EXT-X-STREAM-INF:BANDWIDTH=90240,AVERAGE-BANDWIDTH=61000,RESOLUTION=426x240,/,
    );
    expect(lines[9]).toMatch(/^#EXT-X-STREAM-INF:BANDWIDTH=90720,.*RESOLUTION=1280x720,/);
  });

  it('refuses a playlist URI that is not one of our file names', () => {
    const [rung] = plan;
    if (!rung) throw new Error('no rung');
    for (const playlist of ['http://example.com/a.m3u8', '../240p.m3u8', '240P.m3u8']) {
      expect(() => masterPlaylist([{ rung, playlist }], { hasAudio: true })).toThrow();
    }
  });

  it('writes the level as hex in the codec string', () => {
    expect(avcCodec({ ...plan[0], avcLevel: 32 } as (typeof plan)[0])).toBe('avc1.4d4020');
  });
});
