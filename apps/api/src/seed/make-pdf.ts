import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type PdfContent = {
  /** Shown large at the top, e.g. "Worksheet: Rational Numbers". */
  title: string;
  /** Subject, level and semester under the title. */
  subtitle: string;
  /** Paragraphs or list items of the body. */
  lines: readonly string[];
};

const TEAL = rgb(0.06, 0.46, 0.43);
const GREY = rgb(0.35, 0.35, 0.35);
const MARGIN = 56;
const A4: [number, number] = [595.28, 841.89];

/**
 * The standard PDF fonts only encode Latin text and pdf-lib cannot shape Arabic, so demo
 * PDFs carry English text; anything else is replaced rather than failing the seed.
 */
const latin = (text: string) => text.replace(/[’‘]/g, "'").replace(/[^\x20-\x7e]/g, '?');

function wrap(
  text: string,
  { font, size, width }: { font: PDFFont; size: number; width: number },
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 document: a coloured header band, the title, and the body lines. */
export async function makePdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(latin(content.title));
  doc.setAuthor('Madrasa');
  doc.setCreator('Madrasa demo seed');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const textWidth = width - 2 * MARGIN;

  page.drawRectangle({ x: 0, y: height - 64, width, height: 64, color: TEAL });
  page.drawText('Madrasa', {
    x: MARGIN,
    y: height - 42,
    size: 20,
    font: bold,
    color: rgb(1, 1, 1),
  });

  let y = height - 110;
  for (const line of wrap(latin(content.title), { font: bold, size: 20, width: textWidth })) {
    page.drawText(line, { x: MARGIN, y, size: 20, font: bold, color: TEAL });
    y -= 26;
  }
  page.drawText(latin(content.subtitle), { x: MARGIN, y, size: 12, font: regular, color: GREY });
  y -= 36;

  for (const paragraph of content.lines) {
    for (const line of wrap(latin(paragraph), { font: regular, size: 12, width: textWidth })) {
      if (y < MARGIN + 40) break;
      page.drawText(line, { x: MARGIN, y, size: 12, font: regular });
      y -= 18;
    }
    y -= 8;
  }

  page.drawText('Demo material generated for the Madrasa learning platform.', {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: regular,
    color: GREY,
  });
  return doc.save();
}
