/** Seconds studied as whole hours and minutes, for "time spent this week". */
export function splitStudyTime(seconds: number) {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
