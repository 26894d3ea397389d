import type { PdfMaterialKind } from '@madrasa/contracts';
import { exams, type PdfMaterialTable, summaries, teacherGuides, worksheets } from './schema.ts';

/** The table of each kind of PDF material, as the routes name the kinds. */
export const PDF_TABLES: Record<PdfMaterialKind, PdfMaterialTable> = {
  worksheets,
  exams,
  summaries,
  'teacher-guides': teacherGuides,
};

/** A PDF material's columns as the public and the admin lists give them. */
export const pdfMaterialColumns = (table: PdfMaterialTable) => ({
  id: table.id,
  subject_id: table.subject_id,
  semester: table.semester,
  name_ar: table.name_ar,
  name_en: table.name_en,
  pdf_file: table.pdf_file,
  file_name: table.original_name,
  file_size: table.file_size,
});
