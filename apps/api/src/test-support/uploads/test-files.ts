import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Test support only: small files whose first bytes are those of each type, multipart
 * bodies built the way a browser's FormData is, and a look into the storage folder.
 */

const withHead = (head: number[] | string, size = 256) => {
  const bytes = Buffer.alloc(Math.max(size, head.length), 0x20);
  (typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head)).copy(bytes);
  return bytes;
};

export const SAMPLE = {
  pdf: (size?: number) => withHead('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', size),
  png: (size?: number) => withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size?: number) => withHead([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], size),
  webp: (size?: number) => withHead('RIFF\x00\x01\x00\x00WEBPVP8 ', size),
  mp4: (size?: number) => withHead('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00', size),
  /** A whole, valid WebVTT file (captions are parsed, not only sniffed). */
  vtt: () => Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nمرحبًا بكم في الدرس\n'),
  /** A Linux executable's header, to be sent under a .pdf name. */
  elf: (size?: number) => withHead([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], size),
};

export type FilePart = { bytes: Uint8Array; name: string; type?: string };

/** A multipart/form-data body (fields and files in the given order) and its headers. */
export async function multipart(parts: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([value.bytes], value.name, { type: value.type ?? '' }));
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Every file under the storage folder (relative paths), partial writes included. */
export async function storedFiles(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
