import type { MaterialsQuery, PdfMaterial, PdfMaterialKind } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PDF_TABLES, pdfMaterialColumns } from '../../db/pdf-materials.ts';
import { storagePath } from '../../lib/storage-path.ts';

/**
 * Worksheets, exams, summaries or teacher's guides of a subject and semester, oldest
 * first (each table's <name>_subject_semester_idx), with the original name and size.
 */
export async function listPdfMaterials(
  db: Database,
  { kind, query }: { kind: PdfMaterialKind; query: MaterialsQuery },
): Promise<PdfMaterial[]> {
  const table = PDF_TABLES[kind];
  const rows = await db
    .select(pdfMaterialColumns(table))
    .from(table)
    .where(
      and(
        query.subject_id === undefined ? undefined : eq(table.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(table.semester, query.semester),
      ),
    )
    .orderBy(asc(table.subject_id), asc(table.semester), asc(table.id));
  return rows.map((row) => ({ ...row, pdf_file: storagePath(row.pdf_file) }));
}
