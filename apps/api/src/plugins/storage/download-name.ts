import { eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  exams,
  type PdfMaterialTable,
  summaries,
  teacherFiles,
  teacherGuides,
  teacherPaperExams,
  worksheets,
} from '../../db/schema.ts';

/** The original file name of a stored PDF, from whichever table holds it (each indexed). */
export async function findDownloadName(db: Database, key: string): Promise<string | null> {
  const material = (table: PdfMaterialTable) =>
    db.select({ name: table.original_name }).from(table).where(eq(table.pdf_file, key));
  const rows = await unionAll(
    material(worksheets),
    material(exams),
    material(summaries),
    material(teacherGuides),
    db
      .select({ name: teacherFiles.original_name })
      .from(teacherFiles)
      .where(eq(teacherFiles.file_path, key)),
    db
      .select({ name: teacherPaperExams.original_name })
      .from(teacherPaperExams)
      .where(eq(teacherPaperExams.file_path, key)),
  ).limit(1);
  return rows[0]?.name ?? null;
}
