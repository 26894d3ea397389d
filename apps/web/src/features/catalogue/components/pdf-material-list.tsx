import type { PdfMaterial, PdfMaterialKind } from '@madrasa/contracts';
import { FILE_KIND_OF } from '@/shared/progress/file-kinds.ts';
import { useMarkFileOpened } from '@/shared/progress/progress-api.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { usePdfMaterials } from '../api/get-pdf-materials.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { PdfMaterialRow } from './pdf-material-row.tsx';
import { QueryView } from './query-view.tsx';

/**
 * The downloadable PDFs of one kind for a subject and semester, or the kind's empty text
 * for that semester. `rowTitle` replaces every row's name (the teacher's guide, docs/product.md §2).
 * A signed-in student's opened files carry a tick; reading or downloading one marks it.
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
  const progress = useProgressOf(filter);
  const markOpened = useMarkFileOpened();
  const fileKind = FILE_KIND_OF[kind];
  return (
    <QueryView query={materials} what="data" empty={empty}>
      {(rows) => (
        <ul className="grid gap-4 lg:grid-cols-2">
          {rows.map((material) => (
            <li key={material.id}>
              <PdfMaterialRow
                material={material}
                title={rowTitle?.(material)}
                opened={progress.of(fileKind, material.id)?.completed === true}
                onOpen={() => markOpened(fileKind, material.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
