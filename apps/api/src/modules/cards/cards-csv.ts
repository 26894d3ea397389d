import {
  activateLink,
  formatCardCode,
  isoToSchoolTime,
  type Language,
  translate,
} from '@madrasa/contracts';
import ExcelJS from 'exceljs';
import { inertText, spreadsheetBytes } from '../../lib/spreadsheet.ts';

/** What a batch's CSV lists besides the codes. */
export type CsvBatch = {
  id: number;
  count: number;
  days: number;
  distributor: string;
  price_fils: number;
  valid_until: string;
  title: string;
};

/**
 * A batch's cards as CSV for the printing house or a distributor's till: a row per card with
 * its code, the batch, what it unlocks, the last day of activation (Amman), the price in JOD
 * and the activation link. UTF-8 with a BOM so Excel shows Arabic right; typed texts inert.
 */
export async function buildCardsCsv(options: {
  batch: CsvBatch;
  codeOf: (serial: number) => string;
  webOrigin: string;
  language: Language;
}): Promise<Buffer> {
  const { batch, codeOf, webOrigin, language } = options;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('cards');
  sheet.addRow(
    ['serial', 'code', 'batch', 'scope', 'days', 'valid_until', 'distributor', 'price', 'link'].map(
      (column) => translate(language, `cards.csv_${column}`),
    ),
  );
  const lastDay = isoToSchoolTime(batch.valid_until).slice(0, 10);
  const price = (batch.price_fils / 1000).toFixed(3);
  for (let serial = 1; serial <= batch.count; serial++) {
    const code = codeOf(serial);
    sheet.addRow([
      serial,
      formatCardCode(code),
      batch.id,
      inertText(batch.title),
      batch.days,
      lastDay,
      inertText(batch.distributor),
      price,
      activateLink(webOrigin, code),
    ]);
  }
  return spreadsheetBytes(workbook, 'csv');
}
