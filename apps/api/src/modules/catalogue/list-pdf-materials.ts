import {
  PDF_ITEM_KINDS,
  type PdfMaterial,
  type PdfMaterialKind,
  type PdfMaterialsQuery,
} from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PDF_TABLES, pdfMaterialColumns } from '../../db/pdf-materials.ts';
import type { PremiumIndex } from '../../lib/premium/access.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { afterCursor, toPage } from './material-page.ts';

/**
 * One page of the worksheets, exams, summaries or teacher's guides of a subject and
 * semester, oldest first, with the original name and size, read straight from each
 * table's <name>_subject_semester_idx; `next_cursor` is null on the last page.
 */
export async function listPdfMaterials(
  db: Database,
  {
    kind,
    query,
    premium,
  }: { kind: PdfMaterialKind; query: PdfMaterialsQuery; premium: PremiumIndex },
): Promise<{ data: PdfMaterial[]; next_cursor: string | null }> {
  const table = PDF_TABLES[kind];
  const rows = await db
    .select(pdfMaterialColumns(table))
    .from(table)
    .where(
      and(
        query.subject_id === undefined ? undefined : eq(table.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(table.semester, query.semester),
        query.cursor === undefined
          ? undefined
          : afterCursor(
              { subject_id: table.subject_id, semester: table.semester, keys: [table.id] },
              query.cursor,
            ),
      ),
    )
    .orderBy(asc(table.subject_id), asc(table.semester), asc(table.id))
    .limit(query.limit + 1);
  return toPage(rows, {
    limit: query.limit,
    keyOf: (row) => ({ ...row, keys: [row.id] }),
    present: (row) => ({
      ...row,
      pdf_file: storagePath(row.pdf_file),
      premium: premium.markOf({ kind: PDF_ITEM_KINDS[kind], ...row }),
    }),
  });
}
