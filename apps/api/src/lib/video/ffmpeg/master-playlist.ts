import { bandwidthOf, type Rung } from './plan-ladder.ts';
import { FILE_NAME } from './safe-paths.ts';

/**
 * RFC 6381 codec string of our H.264: avc1.PPCCLL, Main profile (0x4d), constraint_set1
 * (0x40, which x264 sets for Main) and the level we force on the encoder.
 */
export function avcCodec(rung: Rung) {
  return `avc1.4d40${rung.avcLevel.toString(16).padStart(2, '0')}`;
}

/** AAC-LC, what ffmpeg's aac encoder writes, mono or stereo. */
const AAC_LC = 'mp4a.40.2';

/**
 * The text of the HLS master playlist naming each rung's media playlist, lowest bandwidth
 * first (players start on the first). Without audio it declares no audio codec, or a
 * player would wait for an audio track that never comes.
 */
export function masterPlaylist(
  rungs: ReadonlyArray<{
    rung: Rung;
    playlist: string;
    /** The made rung's real figures (measureRung); the plan's ceiling without them. */
    measured?: { bandwidth: number; averageBandwidth: number };
  }>,
  { hasAudio }: { hasAudio: boolean },
) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  // By the plan's ceiling, so the order is the ladder's whatever each rung measured.
  const sorted = [...rungs].sort((a, b) => a.rung.bandwidth - b.rung.bandwidth);
  for (const { rung, playlist, measured } of sorted) {
    // Only our own relative file names: nothing that could point a player elsewhere.
    if (!FILE_NAME.test(playlist)) throw new Error(`bad playlist name "${playlist}"`);
    const { bandwidth, averageBandwidth } = measured ?? bandwidthOf(rung, hasAudio);
    const codecs = hasAudio ? `${avcCodec(rung)},${AAC_LC}` : avcCodec(rung);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${averageBandwidth},` +
        `RESOLUTION=${rung.width}x${rung.height},CODECS="${codecs}",FRAME-RATE=${rung.frameRate.toFixed(3)}`,
      playlist,
    );
  }
  return `${lines.join('\n')}\n`;
}
