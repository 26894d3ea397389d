import { buffer } from 'node:stream/consumers';
import type { MessageKey } from '@madrasa/contracts';
// CommonJS that sets its exports in a loop, which Node's named-export detection cannot see.
import webvtt from 'webvtt-parser';
import type { Storage } from '../storage/index.ts';

/**
 * Why a stored captions file cannot be shown, or null when it can. The upload check only
 * sniffed its first line; here the W3C's own parser (the validator's) reads every cue, as
 * a browser would, and any error it reports refuses the file: a cue it skips silently
 * would leave a gap the student cannot explain.
 */
export async function captionsProblem(storage: Storage, key: string): Promise<MessageKey | null> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(
    await buffer(await storage.get(key)),
  );
  const parsed = new webvtt.WebVTTParser().parse(text, 'subtitles');
  if (parsed.errors.length > 0) return 'video.captions_invalid';
  if (parsed.cues.length === 0) return 'video.captions_empty';
  return null;
}
