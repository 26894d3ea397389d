import { PROGRESS_SAVE_SECONDS, type SaveVideoProgress } from '@madrasa/contracts';

/** What the tracker reads from the <video>: its position and length, in seconds. */
export type Playhead = { currentTime: number; duration: number };

export type TrackerOptions = {
  save: (body: SaveVideoProgress, keepalive: boolean) => void;
  /** Milliseconds; `performance.now` in the page, a fake clock in tests. */
  now: () => number;
};

/**
 * Keeps the time a video really played (wall clock, so 2× speed or seeking adds nothing)
 * and turns the player's events into saves: every PROGRESS_SAVE_SECONDS while playing, and
 * on pause, end, close and page hide (those two with keepalive, since the page may be gone
 * before the answer). A save that would change nothing is skipped.
 */
export function createProgressTracker({ save, now }: TrackerOptions) {
  let playingSince: number | null = null;
  let played = 0;
  let lastPosition: number | null = null;

  const stopClock = () => {
    if (playingSince !== null) played += (now() - playingSince) / 1000;
    playingSince = null;
  };

  const flush = (video: Playhead, keepalive: boolean) => {
    const { currentTime, duration } = video;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const running = playingSince !== null;
    stopClock();
    if (running) playingSince = now();
    const position = Math.min(Math.max(currentTime, 0), duration);
    if (played < 0.5 && lastPosition !== null && Math.abs(position - lastPosition) < 0.5) return;
    save(
      {
        position_seconds: position,
        duration_seconds: duration,
        played_seconds: Math.round(played),
      },
      keepalive,
    );
    played = 0;
    lastPosition = position;
  };

  return {
    intervalMs: PROGRESS_SAVE_SECONDS * 1000,
    play: () => {
      playingSince ??= now();
    },
    /** Pause and end: the clock stops, and where the student stopped is saved. */
    pause: (video: Playhead) => {
      stopClock();
      flush(video, false);
    },
    tick: (video: Playhead) => {
      if (playingSince !== null) flush(video, false);
    },
    /** The page is hidden (another tab, the phone locked, the page closing): save, keep timing. */
    hide: (video: Playhead) => flush(video, true),
    /** The player closes. */
    leave: (video: Playhead) => {
      stopClock();
      flush(video, true);
    },
  };
}

/** How close to the end counts as the end: 3 s, or 5 % of a very short video. */
const endOf = (duration: number) => duration - Math.min(3, duration * 0.05);

/**
 * Where to start a video the student began before: the saved position, unless it is at the
 * very end (a finished video starts again from the beginning).
 */
export function resumePosition(saved: number | null | undefined, duration: number) {
  if (!saved || saved < 1 || !Number.isFinite(duration)) return 0;
  return saved >= endOf(duration) ? 0 : saved;
}
