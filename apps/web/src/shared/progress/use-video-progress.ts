import type { VideoKind } from '@madrasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { useIsStudent } from './progress-keys.ts';
import { createProgressTracker, resumePosition } from './progress-tracker.ts';
import { recordVideoSave } from './record-progress.ts';

export type VideoProgressTarget = {
  kind: VideoKind;
  id: number;
  /** The saved position; undefined while it is still loading. */
  startAt: number | undefined;
};

/**
 * Resume and save a signed-in student's place in the player's <video>: it jumps to the saved
 * position once both the video's length and the position are known (unless the student has
 * sought meanwhile), and saves as createProgressTracker says, through the device's queue
 * (record-progress.ts), so a save made offline is kept and sent later. Visitors: nothing.
 */
export function useVideoProgress(
  ref: RefObject<HTMLVideoElement | null>,
  target: VideoProgressTarget | undefined,
) {
  const student = useIsStudent();
  const queryClient = useQueryClient();
  const kind = target?.kind;
  const id = target?.id;
  const startAt = target?.startAt;
  const resumed = useRef(false);
  const sought = useRef(false);

  // A student who moves the playhead before the saved position arrives keeps their choice;
  // autoplay running meanwhile is no choice, so it is still resumed.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const seeking = () => {
      if (!resumed.current) sought.current = true;
    };
    video.addEventListener('seeking', seeking);
    return () => video.removeEventListener('seeking', seeking);
  }, [ref]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !student || startAt === undefined || resumed.current) return;
    const jump = () => {
      if (resumed.current) return;
      resumed.current = true;
      if (!sought.current) video.currentTime = resumePosition(startAt, video.duration);
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) jump();
    else video.addEventListener('loadedmetadata', jump, { once: true });
    return () => video.removeEventListener('loadedmetadata', jump);
  }, [ref, student, startAt]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !student || kind === undefined || id === undefined) return;
    const tracker = createProgressTracker({
      now: () => performance.now(),
      save: (body, keepalive) => {
        // Before the saved position is applied, the playhead says nothing about where the
        // student is: a pause then must not overwrite the place they left on another device.
        if (!resumed.current) return;
        const stopped = keepalive || !video.isConnected || video.paused;
        recordVideoSave(queryClient, { kind, id, body, keepalive, stopped });
      },
    });
    const play = () => tracker.play();
    const pause = () => tracker.pause(video);
    const pageHide = () => tracker.hide(video);
    const hidden = () => {
      if (document.visibilityState === 'hidden') tracker.hide(video);
    };
    const timer = window.setInterval(() => tracker.tick(video), tracker.intervalMs);
    video.addEventListener('play', play);
    video.addEventListener('pause', pause);
    video.addEventListener('ended', pause);
    // visibilitychange also covers phones, where a page is often dropped without pagehide.
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pageHide);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('play', play);
      video.removeEventListener('pause', pause);
      video.removeEventListener('ended', pause);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pageHide);
      // The player closed: save where the student stopped, even as the page moves on.
      tracker.leave(video);
    };
  }, [ref, student, kind, id, queryClient]);
}
