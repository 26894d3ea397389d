import path from 'node:path';
import { UnsafePathError } from './errors.ts';

/** The storage key rule for one file name (lib/storage/storage-key.ts): outputs must pass it. */
export const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,127}\.[a-z0-9]{1,8}$/;

/**
 * An absolute, normalised path. A relative path would be resolved against whatever the
 * process's working directory is, and a "name:" prefix could be read by ffmpeg as a protocol.
 */
export function absolutePath(file: string, what: string): string {
  if (typeof file !== 'string' || !file.startsWith('/') || file.includes('\0')) {
    throw new UnsafePathError(`${what} must be an absolute path`);
  }
  if (path.posix.normalize(file) !== file) {
    throw new UnsafePathError(`${what} must be a normalised path`);
  }
  return file;
}

/**
 * A directory ffmpeg writes into. "%" is refused because the HLS muxer expands it as a
 * printf pattern in the segment file name.
 */
export function outputDirectory(dir: string): string {
  const clean = absolutePath(dir.replace(/(.)\/+$/, '$1'), 'outputDir');
  if (clean.includes('%')) throw new UnsafePathError('outputDir must not contain "%"');
  return clean;
}

/** An output file: absolute, and its name follows the storage key rule. */
export function outputFile(file: string): string {
  absolutePath(file, 'output');
  if (!FILE_NAME.test(path.posix.basename(file))) {
    throw new UnsafePathError('output file name must be lowercase letters, digits and hyphens');
  }
  outputDirectory(path.posix.dirname(file));
  return file;
}

/**
 * The options in front of every untrusted input. The file protocol only, so nothing inside
 * the file can make ffmpeg open a URL; the mov demuxer forced (uploads are sniffed as MP4
 * first), so the hls, concat or image2 demuxers, which follow references, never run; and
 * MP4 data references ("dref", media stored in other files) off, as they are by default.
 */
export function untrustedInput(file: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-f',
    'mov',
    '-enable_drefs',
    '0',
    '-i',
    `file:${absolutePath(file, 'input')}`,
  ];
}
