import type ExcelJS from 'exceljs';

export const SPREADSHEET_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
export type SpreadsheetFormat = keyof typeof SPREADSHEET_TYPES;

/**
 * A workbook's bytes: XLSX, or its first sheet as CSV in UTF-8 with a BOM (so Excel shows
 * Arabic right).
 */
export async function spreadsheetBytes(
  workbook: ExcelJS.Workbook,
  format: SpreadsheetFormat,
): Promise<Buffer> {
  if (format === 'xlsx') return Buffer.from(await workbook.xlsx.writeBuffer());
  const csv = Buffer.from(await workbook.csv.writeBuffer());
  return Buffer.concat([Buffer.from('\uFEFF'), csv]);
}

/**
 * A text cell that a spreadsheet will not run as a formula (CSV injection): a leading
 * `= + - @`, tab or carriage return gets an apostrophe, as OWASP advises.
 */
export const inertText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
