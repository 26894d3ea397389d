import bidiFactory from 'bidi-js';
import type { PDFFont, PDFPage } from 'pdf-lib';

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * A line in visual order, as runs left to right. The Unicode Bidirectional Algorithm
 * (bidi-js) orders the characters. A right-to-left run with Arabic letters is handed over in
 * logical order, since fontkit shapes it (initial, medial and final forms, ligatures) and
 * lays its glyphs out right to left itself; any other run is handed over as it shows.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): string[] {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const level = (index: number) => levels.levels[index] ?? 0;
  const runs: number[][] = [];
  for (const index of order) {
    const last = runs.at(-1);
    const previous = last?.at(-1);
    if (last && previous !== undefined && level(previous) === level(index)) last.push(index);
    else runs.push([index]);
  }
  return runs.map((indices) => {
    const logical = [...indices]
      .reverse()
      .map((index) => text[index] ?? '')
      .join('');
    const first = indices[0] ?? 0;
    if (level(first) % 2 === 1 && ARABIC_LETTER.test(logical)) return logical;
    return indices.map((index) => mirrored.get(index) ?? text[index] ?? '').join('');
  });
}

export const widthOf = (text: string, direction: 'ltr' | 'rtl', font: PDFFont, size: number) =>
  visualRuns(text, direction).reduce((width, run) => width + font.widthOfTextAtSize(run, size), 0);

/** Draws a line of either script, its start at `x` (left to right) or its end at `x` (right to left). */
export function drawLine(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; direction: 'ltr' | 'rtl'; font: PDFFont },
) {
  const { y, size, direction, font } = options;
  let x = direction === 'rtl' ? options.x - widthOf(text, direction, font, size) : options.x;
  for (const run of visualRuns(text, direction)) {
    page.drawText(run, { x, y, size, font });
    x += font.widthOfTextAtSize(run, size);
  }
}

/** Words of `text` in lines no wider than `width`, at most `maxLines` (the last one may overflow). */
export function wrapLines(
  text: string,
  options: { width: number; size: number; direction: 'ltr' | 'rtl'; font: PDFFont },
  maxLines: number,
): string[] {
  const { width, size, direction, font } = options;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const longer = line ? `${line} ${word}` : word;
    if (!line || lines.length === maxLines - 1 || widthOf(longer, direction, font, size) <= width) {
      line = longer;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
