import type { VideoStream } from '@madrasa/contracts';

/** How often a list is read again while one of its videos is still being made. */
export const LADDER_POLL_MS = 5000;

type Stated = Pick<VideoStream, 'state'>;

/** Queued or being made: its state and percent will change without anyone acting. */
export const isBeingMade = ({ state }: Stated) => state === 'queued' || state === 'processing';

/**
 * A TanStack Query `refetchInterval` for a list of videos: every LADDER_POLL_MS while any is
 * queued or processing, so its percent moves without a reload; none once all are settled.
 */
export const pollWhileMaking = (streams: Stated[]): number | false =>
  streams.some(isBeingMade) ? LADDER_POLL_MS : false;
