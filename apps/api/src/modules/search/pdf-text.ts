import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../lib/storage/index.ts';

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
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
          .join(''),
      );
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
