import type { PdfMaterial, PdfMaterialKind } from '@madrasa/contracts';
import { usePdfMaterials } from '../api/get-pdf-materials.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { PdfMaterialRow } from './pdf-material-row.tsx';
import { QueryView } from './query-view.tsx';

/**
 * The downloadable PDFs of one kind for a subject and semester, or the kind's empty text
 * for that semester. `rowTitle` replaces every row's name (the teacher's guide, docs/product.md §2).
 */
export function PdfMaterialList({
  kind,
  filter,
  empty,
  rowTitle,
}: {
  kind: PdfMaterialKind;
  filter: CourseFilter;
  empty: string;
  rowTitle?: (material: PdfMaterial) => string;
}) {
  const materials = usePdfMaterials(kind, filter);
  return (
    <QueryView query={materials} what="data" empty={empty}>
      {(rows) => (
        <ul className="grid gap-4 lg:grid-cols-2">
          {rows.map((material) => (
            <li key={material.id}>
              <PdfMaterialRow material={material} title={rowTitle?.(material)} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
