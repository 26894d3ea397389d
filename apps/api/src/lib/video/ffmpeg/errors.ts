/** ffprobe could not read the file as a video: corrupt, not MP4, or no video stream. Final. */
export class NotAVideoError extends Error {
  override name = 'NotAVideoError';
}

/** ffmpeg ran past its time limit and was killed; a retry would likely time out again. */
export class TranscodeTimeoutError extends Error {
  override name = 'TranscodeTimeoutError';
}

/** ffmpeg exited with an error; the message ends with the tail of its stderr. */
export class TranscodeFailedError extends Error {
  override name = 'TranscodeFailedError';
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(stderrTail ? `${message}: ${stderrTail}` : message);
  }
}

/** A path our own code refuses before any process starts (relative, odd characters). */
export class UnsafePathError extends Error {
  override name = 'UnsafePathError';
}
