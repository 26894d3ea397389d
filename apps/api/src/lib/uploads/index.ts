/**
 * The shared upload pipeline: register `uploadsPlugin` in a module, then read a route's
 * multipart body with `receiveUpload` / `handleUpload` (see receive-upload.ts).
 */

export { receiveSmallFile } from './receive-small-file.ts';
export {
  type FileRule,
  handleUpload,
  type ReceivedUpload,
  receiveUpload,
  type UploadSpec,
} from './receive-upload.ts';
export { type SniffedType, sniffKind, sniffType, type UploadKind } from './sniff.ts';
export type { StoredUpload } from './store-part.ts';
export { uploadsPlugin } from './uploads-plugin.ts';
