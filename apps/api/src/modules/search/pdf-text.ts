import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../lib/storage/index.ts';

/** Arabic presentation forms: glyphs as drawn, which only a visual-order line carries. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Items kept left to right inside a right-to-left line: numbers and Latin words. */
const LEFT_TO_RIGHT =
  /^[A-Za-z0-9\u0660-\u0669\u06F0-\u06F9][\w\u0660-\u0669\u06F0-\u06F9.,:/'-]*$/;

/**
 * A line of a PDF in reading order, from its text items. Many tools (browsers' print among
 * them) draw Arabic glyph by glyph in visual order, as presentation forms: such a line's
 * items are read back to front (each item's own text is already in order), runs of numbers
 * and Latin words kept as they are, and the glyphs become letters (NFKC), so "ﻦﺗﻮﻴﻧ" is
 * found as "نيوتن". Lines already in reading order are left alone.
 */
export function logicalLine(items: string[]): string {
  if (!items.some((item) => PRESENTATION_FORMS.test(item))) return items.join('');
  const runs: string[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (LEFT_TO_RIGHT.test(item) && last && LEFT_TO_RIGHT.test(last[0] ?? '')) last.push(item);
    else runs.push([item]);
  }
  return runs
    .reverse()
    .map((run) => run.join(''))
    .join('')
    .normalize('NFKC');
}

/** Pages read per PDF: a book's first fifty pages say what it is about. */
const MAX_PAGES = 50;

export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

/**
 * The text of a stored PDF, with pdfjs-dist (5.x runs on Node 20; STACK.md). No fonts are
 * loaded and no script in the file runs: text only. A file pdfjs cannot read throws
 * UnreadablePdfError, which is final (no retry); a storage error is worth retrying.
 */
export async function extractPdfText(storage: Storage, key: string): Promise<string> {
  const data = new Uint8Array(await buffer(await storage.get(key)));
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    document = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new UnreadablePdfError(error instanceof Error ? error.message : String(error));
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // pdfjs gives the gaps between words as items of their own, so items join as they are.
      const lines: string[][] = [[]];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        lines.at(-1)?.push(item.str);
        if (item.hasEOL) lines.push([]);
      }
      pages.push(lines.map(logicalLine).join('\n'));
      page.cleanup();
    }
    return pages
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
  } finally {
    await document.destroy();
  }
}
