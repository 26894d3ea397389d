// @ts-check
// Runs in a worker thread (pdf-text.ts), so pdfjs parses a PDF off the server's event loop:
// a teacher's fifty-page upload never holds up the requests answered meanwhile. Plain
// JavaScript because a worker thread loads it as it is, from src/ and from the compiled
// server alike.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text items of a PDF's first `maxPages` pages, each page as lines of items, or
 * `{ unreadable }` with pdfjs's reason when it cannot open the file. No fonts are loaded
 * and no script in the file runs: text only.
 * @param {{ data: Uint8Array, maxPages: number }} task
 * @returns {Promise<{ pages: string[][][] } | { unreadable: string }>}
 */
export default async function readPdfLines({ data, maxPages }) {
  let document;
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
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
  try {
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // pdfjs gives the gaps between words as items of their own, so items join as they are.
      /** @type {string[][]} */
      const lines = [[]];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        lines.at(-1)?.push(item.str);
        if (item.hasEOL) lines.push([]);
      }
      pages.push(lines);
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
