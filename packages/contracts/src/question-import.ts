import { z } from 'zod';
import { SEMESTERS } from './enums.ts';

/**
 * Importing questions into the bank from a CSV or XLSX file made from the template: one
 * question per row, for the subject and semester chosen on the screen. All or nothing: a
 * file with any bad row stores nothing and every error is reported with its row and column.
 */

export const MAX_IMPORT_OPTIONS = 6;
export const MAX_IMPORT_ROWS = 500;
/** A template with 500 questions is far below this; anything larger is not one. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The template's columns, in order; the header row names them exactly so. */
export const IMPORT_COLUMNS = [
  'kind',
  'difficulty',
  'stem_ar',
  'stem_en',
  ...Array.from({ length: MAX_IMPORT_OPTIONS }, (_, index) => [
    `option_${index + 1}_ar`,
    `option_${index + 1}_en`,
  ]).flat(),
  'correct',
  'tolerance',
  'explanation_ar',
  'explanation_en',
  'marks',
] as const;

export const importFieldsSchema = z.object({
  subject_id: z.coerce.number().int().positive('validation.invalid_id'),
  semester: z.enum(SEMESTERS, { error: 'validation.invalid_semester' }),
});

export const importTemplateQuery = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export const importRowErrorSchema = z.object({
  /** The row number the spreadsheet shows (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ created: z.number().int() }),
});

/** A 422 of the import: the usual error envelope, plus every row's errors for a file with bad rows. */
export const importRefusal = z.object({
  status: z.literal('error'),
  code: z.literal('validation_failed'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  rows: z.array(importRowErrorSchema).optional(),
});
