/**
 * The moment a save made offline speaks of (`observed_at`, `opened_at`, already checked
 * by contracts to be at most OFFLINE_SAVE_MAX_AGE_DAYS old): a device clock ahead of ours
 * gives our now, and so does a save that says nothing.
 */
export const offlineTime = (at: string | undefined, now: Date) =>
  new Date(Math.min(at === undefined ? now.getTime() : Date.parse(at), now.getTime()));
