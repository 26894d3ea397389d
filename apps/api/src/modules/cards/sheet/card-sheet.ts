import { setImmediate as nextTick } from 'node:timers/promises';
import {
  ACTIVATE_PATH,
  activateLink,
  formatCardCode,
  formatSchoolDate,
  type Language,
  translate,
} from '@madrasa/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawLine, widthOf, wrapLines } from './bidi-text.ts';
import { embedSheetFonts } from './sheet-fonts.ts';

/** What a batch's sheet prints besides the codes. */
export type SheetBatch = {
  id: number;
  count: number;
  days: number;
  price_fils: number;
  /** The last moment of activation (ISO): its day, Amman time, is printed. */
  valid_until: string;
  title: Record<Language, string>;
};

// A4 in points, cut into 2 × 5 tiles of 95 × 55 mm (a business card) inside 10 mm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 28 } as const;
const GRID = { columns: 2, rows: 5 } as const;
export const CARDS_PER_PAGE = GRID.columns * GRID.rows;
const TILE = {
  width: (PAGE.width - 2 * PAGE.margin) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin) / GRID.rows,
  pad: 10,
  // 64 pt: with the gaps around it, a quiet zone of at least four modules on every side (ISO/IEC
  // 18004) for the longest activation link, so a phone reads it from a cut card.
  qr: 64,
  /** White between the QR code and the text beside it. */
  qrGap: 10,
} as const;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);

/** A title in the largest size up to `size` that fits `width`. */
function fitSize(
  text: string,
  direction: 'ltr' | 'rtl',
  font: PDFFont,
  size: number,
  width: number,
) {
  const natural = widthOf(text, direction, font, size);
  return natural <= width ? size : Math.max(6, (size * width) / natural);
}

/**
 * What every card of the batch shares, drawn once on a tile-sized page that the sheet then
 * places as a form XObject: the cut border, the titles in both languages, the access, price
 * and last day of activation, and how to activate. So a 5,000-card sheet shapes its Arabic
 * once, not 5,000 times.
 */
function drawSharedTile(
  page: PDFPage,
  batch: SheetBatch,
  fonts: { regular: PDFFont; bold: PDFFont },
  webOrigin: string,
) {
  const { width, height, pad, qr } = TILE;
  page.drawRectangle({
    x: 0.5,
    y: 0.5,
    width: width - 1,
    height: height - 1,
    borderColor: GREY,
    borderWidth: 0.5,
    borderDashArray: [3, 2],
  });
  const inner = width - 2 * pad;
  const titleAr = batch.title.ar;
  drawLine(page, titleAr, {
    x: width - pad,
    y: height - pad - 11,
    size: fitSize(titleAr, 'rtl', fonts.bold, 12, inner),
    direction: 'rtl',
    font: fonts.bold,
  });
  const titleEn = batch.title.en;
  drawLine(page, titleEn, {
    x: pad,
    y: height - pad - 25,
    size: fitSize(titleEn, 'ltr', fonts.bold, 10, inner),
    direction: 'ltr',
    font: fonts.bold,
  });

  const left = pad + qr + TILE.qrGap;
  const right = width - pad;
  const column = right - left;
  const texts = (language: Language) => {
    const price = (batch.price_fils / 1000).toFixed(3);
    const access = translate(language, 'cards.sheet_access', { days: batch.days });
    return {
      access:
        batch.price_fils > 0
          ? `${access} · ${translate(language, 'cards.sheet_price', { price })}`
          : access,
      until: translate(language, 'cards.sheet_valid_until', {
        date: formatSchoolDate(language, batch.valid_until),
      }),
      how: translate(language, 'cards.sheet_instructions', {
        link: `${webOrigin.replace(/^https?:\/\//, '')}${ACTIVATE_PATH}`,
      }),
    };
  };
  const en = texts('en');
  const ar = texts('ar');
  let y = height - pad - 62;
  const line = (text: string, language: Language, size: number, step: number) => {
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    drawLine(page, text, {
      x: direction === 'rtl' ? right : left,
      y,
      size: fitSize(text, direction, fonts.regular, size, column),
      direction,
      font: fonts.regular,
    });
    y -= step;
  };
  line(en.access, 'en', 7.5, 10);
  line(ar.access, 'ar', 8.5, 11);
  line(en.until, 'en', 7.5, 10);
  line(ar.until, 'ar', 8.5, 12);
  const wrapped = (text: string, language: Language, size: number, step: number) => {
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    const options = { width: column, size, direction, font: fonts.regular } as const;
    for (const each of wrapLines(text, options, 2)) line(each, language, size, step);
  };
  wrapped(en.how, 'en', 6.5, 8);
  wrapped(ar.how, 'ar', 7.5, 9.5);
}

/** A QR code as filled rectangles (one per run of dark modules in a row), as PDF operators. */
function qrOperators(link: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const ops: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        const top = y + size - (row + 1) * cell;
        ops.push(
          `${(x + start * cell).toFixed(2)} ${top.toFixed(2)} ${((column - start) * cell).toFixed(2)} ${cell.toFixed(2)} re`,
        );
        start = -1;
      }
    }
  }
  return ops.join('\n');
}

/**
 * The printable sheet of a batch (docs/decisions.md §21): A4 pages of 2 × 5 cards with cut
 * borders, each with its code in large monospace type, a QR code to the activation page
 * with the code filled in, its serial and batch. Built a page at a time, yielding to the
 * event loop between pages and while pdf-lib writes, so a 5,000-card batch (500 pages)
 * keeps the server answering meanwhile.
 */
export async function buildCardSheet(options: {
  batch: SheetBatch;
  codeOf: (serial: number) => string;
  webOrigin: string;
}): Promise<Uint8Array> {
  const { batch, codeOf, webOrigin } = options;
  const doc = await PDFDocument.create();
  doc.setTitle(`${batch.title.en} – batch ${batch.id}`);
  doc.setCreator('Madrasa');
  const fonts = await embedSheetFonts(doc);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const small = await doc.embedFont(StandardFonts.Helvetica);

  const template = doc.addPage([TILE.width, TILE.height]);
  drawSharedTile(template, batch, fonts, webOrigin);
  const shared = await doc.embedPage(template);
  doc.removePage(0);

  const { width, height, pad, qr } = TILE;
  for (let first = 1; first <= batch.count; first += CARDS_PER_PAGE) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const squares: string[] = [];
    for (let serial = first; serial < first + CARDS_PER_PAGE && serial <= batch.count; serial++) {
      const slot = serial - first;
      const x = PAGE.margin + (slot % GRID.columns) * width;
      const y = PAGE.height - PAGE.margin - (Math.floor(slot / GRID.columns) + 1) * height;
      page.drawPage(shared, { x, y });
      const code = codeOf(serial);
      const printed = formatCardCode(code);
      const codeSize = 17;
      page.drawText(printed, {
        x: x + (width - mono.widthOfTextAtSize(printed, codeSize)) / 2,
        y: y + height - pad - 47,
        size: codeSize,
        font: mono,
        color: INK,
      });
      // Beside the QR code, not under it: nothing in its quiet zone.
      page.drawText(translate('en', 'cards.sheet_serial', { serial, batch: batch.id }), {
        x: x + pad + qr + TILE.qrGap,
        y: y + pad - 2,
        size: 6.5,
        font: small,
        color: GREY,
      });
      squares.push(qrOperators(activateLink(webOrigin, code), x + pad, y + pad + 8, qr));
    }
    const drawing = `q 0 0 0 rg\n${squares.join('\n')}\nf Q`;
    page.node.addContentStream(doc.context.register(doc.context.flateStream(drawing)));
    await nextTick();
  }
  return doc.save({ objectsPerTick: 50 });
}
