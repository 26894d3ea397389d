import { describe, expect, it } from 'vitest';
import { mp4Rung, planLadder } from './plan-ladder.ts';
import { FILE_NAME } from './safe-paths.ts';

const sizes = (rungs: ReturnType<typeof planLadder>) =>
  rungs.map((rung) => `${rung.name} ${rung.width}x${rung.height}`);

describe('planLadder', () => {
  it('never upscales: a 640x360 source gets 240p and 360p', () => {
    const plan = planLadder({ width: 640, height: 360, frameRate: 30 });
    expect(sizes(plan)).toEqual(['240p 426x240', '360p 640x360']);
    expect(plan.map((rung) => [rung.videoKbps, rung.audioKbps, rung.audioChannels])).toEqual([
      [200, 48, 1],
      [400, 64, 2],
    ]);
  });

  it('makes the whole ladder for 1080p, widths even and in proportion', () => {
    const plan = planLadder({ width: 1920, height: 1080, frameRate: 30 });
    expect(sizes(plan)).toEqual(['240p 426x240', '360p 640x360', '480p 854x480', '720p 1280x720']);
    expect(plan.map((rung) => rung.avcLevel)).toEqual([30, 30, 31, 31]);
    expect(plan.map((rung) => rung.videoKbps)).toEqual([200, 400, 700, 1400]);
  });

  it('takes the shorter side as "p" for a portrait video', () => {
    const plan = planLadder({ width: 360, height: 640 });
    expect(sizes(plan)).toEqual(['240p 240x426', '360p 360x640']);
    for (const rung of plan) expect(rung.width).toBeLessThan(rung.height);
  });

  it('makes one rung at its own (even) size from a source under 240p', () => {
    expect(sizes(planLadder({ width: 160, height: 90 }))).toEqual(['90p 160x90']);
    expect(sizes(planLadder({ width: 175, height: 97 }))).toEqual(['96p 174x96']);
  });

  it('does not round a width past the source', () => {
    expect(sizes(planLadder({ width: 641, height: 360 })).at(-1)).toBe('360p 640x360');
  });

  it('halves high frame rates and keeps the others', () => {
    expect(planLadder({ width: 640, height: 360, frameRate: 60 })[0]?.frameRate).toBe(30);
    expect(planLadder({ width: 640, height: 360, frameRate: 59.94 })[0]?.frameRate).toBe(29.97);
    expect(planLadder({ width: 640, height: 360, frameRate: 25 })[0]?.frameRate).toBe(25);
    expect(planLadder({ width: 640, height: 360 })[0]?.frameRate).toBe(30);
  });

  it('plans bandwidth at the ceiling, with audio and container overhead', () => {
    const [low] = planLadder({ width: 640, height: 360 });
    // (200 kbps, the encoder's -maxrate, + 48) × 1.1.
    expect(low?.bandwidth).toBe(272_800);
    expect(low?.averageBandwidth).toBe(272_800);
  });

  it('names every rung so its files pass the storage key rule', () => {
    for (const rung of [
      ...planLadder({ width: 1920, height: 1080 }),
      ...planLadder({ width: 2, height: 2 }),
    ]) {
      expect(`${rung.name}-init.mp4`).toMatch(FILE_NAME);
    }
  });
});

describe('mp4Rung', () => {
  it('is 360p, or the largest rung below it', () => {
    expect(mp4Rung(planLadder({ width: 1920, height: 1080 })).name).toBe('360p');
    expect(mp4Rung(planLadder({ width: 480, height: 270 })).name).toBe('240p');
    expect(mp4Rung(planLadder({ width: 160, height: 90 })).name).toBe('90p');
  });
});
