import type { PdfMaterial, PdfMaterialKind } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FILE_KIND_OF } from '@/shared/progress/file-kinds.ts';
import { useMarkFileOpened } from '@/shared/progress/progress-api.ts';
import { useProgressOf } from '@/shared/progress/use-progress-of.ts';
import { usePdfMaterials } from '../api/get-pdf-materials.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';
import { PagedList } from './paged-list.tsx';
import { PdfMaterialRow } from './pdf-material-row.tsx';

/**
 * The downloadable PDFs of one kind for a subject and semester, or the kind's empty text
 * for that semester. `rowTitle` replaces every row's name (the teacher's guide, docs/product.md §2).
 * A signed-in student's opened files carry a tick; reading or downloading one marks it.
 * The list comes a page at a time, with Show More for the next.
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
  const { t } = useTranslation('catalogue');
  const materials = usePdfMaterials(kind, filter);
  const progress = useProgressOf(filter);
  const markOpened = useMarkFileOpened();
  const fileKind = FILE_KIND_OF[kind];
  const { pathname } = useLocation();
  return (
    <PagedList
      query={materials}
      empty={empty}
      moreLabel={t(`more.${kind}`)}
      className="grid gap-4 lg:grid-cols-2"
    >
      {(material) => (
        <PdfMaterialRow
          material={material}
          title={rowTitle?.(material)}
          opened={progress.of(fileKind, material.id)?.completed === true}
          onOpen={() => markOpened(fileKind, material.id)}
          kind={fileKind}
          page={pathname}
        />
      )}
    </PagedList>
  );
}
