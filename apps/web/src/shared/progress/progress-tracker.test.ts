import type { SaveVideoProgress } from '@madrasa/contracts';
import { describe, expect, it } from 'vitest';
import { createProgressTracker, resumePosition } from './progress-tracker.ts';

const setUp = () => {
  let clock = 0;
  const saves: { body: SaveVideoProgress; keepalive: boolean }[] = [];
  const tracker = createProgressTracker({
    now: () => clock,
    save: (body, keepalive) => saves.push({ body, keepalive }),
  });
  const video = { currentTime: 0, duration: 300 };
  const advance = (seconds: number, played = seconds) => {
    clock += seconds * 1000;
    video.currentTime += played;
  };
  return { tracker, video, saves, advance };
};

describe('the progress tracker', () => {
  it('saves the position and the wall-clock time played on each tick and on pause', () => {
    const { tracker, video, saves, advance } = setUp();
    tracker.play();
    advance(10);
    tracker.tick(video);
    advance(4);
    tracker.pause(video);
    expect(saves).toEqual([
      {
        body: { position_seconds: 10, duration_seconds: 300, played_seconds: 10 },
        keepalive: false,
      },
      {
        body: { position_seconds: 14, duration_seconds: 300, played_seconds: 4 },
        keepalive: false,
      },
    ]);
  });

  it('counts paused time as nothing and skips a save that would change nothing', () => {
    const { tracker, video, saves, advance } = setUp();
    tracker.play();
    advance(5);
    tracker.pause(video);
    advance(60, 0); // paused for a minute
    tracker.tick(video);
    tracker.pause(video);
    expect(saves).toHaveLength(1);
    tracker.play();
    advance(3);
    tracker.leave(video);
    expect(saves.at(-1)).toEqual({
      body: { position_seconds: 8, duration_seconds: 300, played_seconds: 3 },
      keepalive: true,
    });
  });

  it('counts wall-clock seconds, not media seconds, so 2× speed or a jump adds nothing', () => {
    const { tracker, video, saves, advance } = setUp();
    tracker.play();
    advance(10, 20);
    tracker.tick(video);
    video.currentTime = 250; // a seek forward
    advance(1);
    tracker.tick(video);
    expect(saves.map((s) => s.body.played_seconds)).toEqual([10, 1]);
    expect(saves.at(-1)?.body.position_seconds).toBe(251);
  });

  it('saves with keepalive when the page is hidden, and keeps timing a video that plays on', () => {
    const { tracker, video, saves, advance } = setUp();
    tracker.play();
    advance(6);
    tracker.hide(video);
    advance(4);
    tracker.tick(video);
    expect(saves.map((s) => [s.body.played_seconds, s.keepalive])).toEqual([
      [6, true],
      [4, false],
    ]);
  });

  it('saves nothing before the video knows its length', () => {
    const { tracker, saves } = setUp();
    tracker.play();
    tracker.leave({ currentTime: 0, duration: Number.NaN });
    expect(saves).toEqual([]);
  });
});

describe('resumePosition', () => {
  it('resumes where the student stopped, or from the start at the very end or the start', () => {
    expect(resumePosition(125.5, 300)).toBe(125.5);
    expect(resumePosition(298, 300)).toBe(0);
    expect(resumePosition(296, 300)).toBe(296);
    // A five-second clip: only its last quarter second is its end.
    expect(resumePosition(2.5, 5)).toBe(2.5);
    expect(resumePosition(4.8, 5)).toBe(0);
    expect(resumePosition(0.4, 300)).toBe(0);
    expect(resumePosition(undefined, 300)).toBe(0);
  });
});
