import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A made rung's real bits a second, from its files: BANDWIDTH is the peak segment's (as the
 * HLS spec defines it), AVERAGE-BANDWIDTH the whole rung's, init segment included. With
 * capped quality a calm lesson comes out far under its ceiling, and players that read the
 * real figures pick a sharper rung for the same link.
 */
export async function measureRung(
  dir: string,
  playlist: string,
): Promise<{ bandwidth: number; averageBandwidth: number }> {
  const lines = (await readFile(path.join(dir, playlist), 'utf8')).split('\n');
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const [index, line] of lines.entries()) {
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    if (map?.[1]) bytes += (await stat(path.join(dir, map[1]))).size;
    const duration = /^#EXTINF:([\d.]+)/.exec(line);
    const segment = lines[index + 1];
    if (!duration?.[1] || !segment) continue;
    const size = (await stat(path.join(dir, segment))).size;
    const length = Number(duration[1]);
    bytes += size;
    seconds += length;
    if (length > 0) peak = Math.max(peak, (size * 8) / length);
  }
  if (seconds === 0) throw new Error(`playlist ${playlist} lists no segments`);
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil((bytes * 8) / seconds) };
}
