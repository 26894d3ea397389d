import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Storage } from '../../lib/storage/index.ts';
import { API_ROOT } from '../../paths.ts';

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
/** pdfjs runs here, in a worker thread (its header says why). */
const WORKER = pathToFileURL(path.join(API_ROOT, 'src/modules/search/pdf-text-worker.mjs')).href;
/**
 * The reading thread ends after this long without a PDF, so a server that has read its
 * files keeps no second JavaScript heap (the idle memory target, bench:upload).
 */
const IDLE_THREAD_MS = 10_000;

export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

type WorkerAnswer = { pages: string[][][] } | { unreadable: string };

export type PdfTextReader = {
  /**
   * The text of a stored PDF, in reading order. A file pdfjs cannot read throws
   * UnreadablePdfError, which is final (no retry); a storage error is worth retrying.
   */
  read: (storage: Storage, key: string) => Promise<string>;
  /** Ends the reading thread (the app's close). */
  close: () => Promise<void>;
};

/**
 * Reads PDFs' text with pdfjs-dist (5.x runs on Node 20; STACK.md) in one worker thread
 * (piscina), started when a PDF is waiting: the job queue decides when, the thread keeps
 * the parsing off the event loop, and PDFs wait their turn for it.
 */
export function createPdfTextReader(): PdfTextReader {
  const pool = new Piscina<{ data: Uint8Array; maxPages: number }, WorkerAnswer>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_THREAD_MS,
  });
  return {
    async read(storage, key) {
      const data = new Uint8Array(await buffer(await storage.get(key)));
      const answer = await pool.run(
        { data, maxPages: MAX_PAGES },
        { transferList: [data.buffer as ArrayBuffer] },
      );
      if ('unreadable' in answer) throw new UnreadablePdfError(answer.unreadable);
      return answer.pages
        .map((lines) => lines.map(logicalLine).join('\n'))
        .join('\n')
        .replace(/[ \t]+/g, ' ')
        .trim();
    },
    close: () => pool.destroy(),
  };
}
