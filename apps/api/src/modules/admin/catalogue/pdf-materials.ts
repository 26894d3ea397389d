import {
  type AdminCatalogueQuery,
  type AdminPdfMaterial,
  PDF_ITEM_KINDS,
  type PdfMaterialKind,
} from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { PDF_TABLES, pdfMaterialColumns } from '../../../db/pdf-materials.ts';
import { grades, type PdfMaterialTable, subjects } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { isLocked } from '../../../lib/premium/access.ts';
import { pathSigner } from '../../../lib/premium/signed-urls.ts';
import { storagePath } from '../../../lib/storage-path.ts';
import { gradeRef, requireSubject, subjectRef } from '../lib/catalogue-refs.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import type { EditorOpening } from './lessons.ts';

const select = (db: Database, table: PdfMaterialTable) =>
  db
    .select({ ...pdfMaterialColumns(table), grade: gradeRef, subject: subjectRef })
    .from(table)
    .innerJoin(subjects, eq(subjects.id, table.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id));

const present = (
  kind: PdfMaterialKind,
  row: Omit<AdminPdfMaterial, 'premium'>,
  { premium, urlKey }: EditorOpening,
): AdminPdfMaterial => {
  const mark = premium.markOf({ kind: PDF_ITEM_KINDS[kind], ...row });
  const sign = pathSigner(urlKey, { locked: isLocked(mark), kind: 'file' });
  return { ...row, pdf_file: sign.path(storagePath(row.pdf_file)), premium: mark };
};

export async function listAdminPdfMaterials(
  db: Database,
  {
    kind,
    query,
    ...opening
  }: EditorOpening & { kind: PdfMaterialKind; query: AdminCatalogueQuery },
) {
  const table = PDF_TABLES[kind];
  const rows = await select(db, table)
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.subject_id === undefined ? undefined : eq(table.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(table.semester, query.semester),
        beforeCursor(table.id, query.cursor),
      ),
    )
    .orderBy(desc(table.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { ...page, data: page.data.map((row) => present(kind, row, opening)) };
}

export async function getAdminPdfMaterial(
  db: Database,
  { kind, id, ...opening }: EditorOpening & { kind: PdfMaterialKind; id: number },
) {
  const table = PDF_TABLES[kind];
  const [row] = await select(db, table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFoundError();
  return present(kind, row, opening);
}

type Values = { subject_id: number; name_ar: string; name_en: string };
type StoredPdf = { key: string; size: number; originalName: string };

const fileColumns = (pdf: StoredPdf) => ({
  pdf_file: pdf.key,
  original_name: pdf.originalName,
  file_size: pdf.size,
});

export async function insertPdfMaterial(
  db: Database,
  { kind, values, pdf }: { kind: PdfMaterialKind; values: Values; pdf: StoredPdf },
): Promise<number> {
  const table = PDF_TABLES[kind];
  const { semester } = await requireSubject(db, values.subject_id);
  const [row] = await db
    .insert(table)
    .values({ ...values, semester, ...fileColumns(pdf) })
    .returning({ id: table.id });
  if (!row) throw new Error('material not created');
  return row.id;
}

/** Updates a PDF row; returns the replaced file's key (null when the file stayed). */
export async function updatePdfMaterial(
  db: Database,
  {
    kind,
    id,
    values,
    pdf,
  }: { kind: PdfMaterialKind; id: number; values: Values; pdf: StoredPdf | undefined },
): Promise<string | null> {
  const table = PDF_TABLES[kind];
  const { semester } = await requireSubject(db, values.subject_id);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ key: table.pdf_file })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!old) throw notFoundError();
    await tx
      .update(table)
      .set({ ...values, semester, ...(pdf ? fileColumns(pdf) : {}) })
      .where(eq(table.id, id));
    return pdf ? old.key : null;
  });
}

export async function deletePdfMaterial(
  db: Database,
  { kind, id }: { kind: PdfMaterialKind; id: number },
): Promise<string> {
  const table = PDF_TABLES[kind];
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ key: table.pdf_file });
  if (!row) throw notFoundError();
  return row.key;
}
