import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../../test-support/uploads/test-files.ts';
import { sniffKind, sniffType } from './sniff.ts';

const ftyp = (brand: string) =>
  Buffer.from(`\x00\x00\x00\x18ftyp${brand}\x00\x00\x00\x00`, 'latin1');

describe('sniffing a file type from its first bytes', () => {
  it.each([
    ['pdf', SAMPLE.pdf(), 'application/pdf'],
    ['jpg', SAMPLE.jpeg(), 'image/jpeg'],
    ['png', SAMPLE.png(), 'image/png'],
    ['webp', SAMPLE.webp(), 'image/webp'],
    ['mp4', SAMPLE.mp4(), 'video/mp4'],
    ['mp4', ftyp('mp42'), 'video/mp4'],
  ])('knows %s', (extension, bytes, mime) => {
    expect(sniffType(bytes)).toEqual({ extension, mime });
  });

  it.each([
    ['an executable', SAMPLE.elf()],
    ['a QuickTime movie', ftyp('qt  ')],
    ['a HEIC photo', ftyp('heic')],
    ['M4A audio', ftyp('M4A ')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
    ['text', Buffer.from('hello, world!')],
    ['too few bytes', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_, bytes) => {
    expect(sniffType(bytes)).toBeNull();
  });

  it('accepts a type only for its kind', () => {
    expect(sniffKind(SAMPLE.png(), 'image')?.extension).toBe('png');
    expect(sniffKind(SAMPLE.png(), 'pdf')).toBeNull();
    expect(sniffKind(SAMPLE.pdf(), 'video')).toBeNull();
    expect(sniffKind(SAMPLE.mp4(), 'image')).toBeNull();
  });
});
