import {
  PDF_MATERIAL_KINDS,
  type PdfMaterialKind,
  type PremiumItemKind,
  type PremiumMark,
  type PremiumOpen,
  premiumOpenSchema,
} from '@madrasa/contracts';
import { type CourseMaterial, paths } from '@/config/paths.ts';
import { getData } from '@/shared/api/get-data.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { semesterTab } from '@/shared/lib/route-params.ts';
import { fileSize, type SaveRequest } from '@/shared/offline/save-file.ts';
import { FILE_KIND_OF } from '@/shared/progress/file-kinds.ts';
import { getLessons } from './get-lessons.ts';
import { getPdfMaterials } from './get-pdf-materials.ts';
import type { CourseFilter } from './get-subject-units.ts';

/** The course page each PDF list is shown on. */
const MATERIAL_OF: Record<PdfMaterialKind, CourseMaterial> = {
  worksheets: 'worksheets',
  exams: 'exams',
  summaries: 'summaries',
  'teacher-guides': 'teachers-guide',
};

/** Every page of a paged list. */
async function allPages<T>(
  read: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
) {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * Where a premium item's file is fetched from: its signed path for a reader it opens for
 * (`undefined` for a free item or a preview: its plain path serves), `null` when it is locked
 * for this reader, so the course is saved without it.
 */
async function signedSource(
  kind: PremiumItemKind,
  id: number,
  mark: PremiumMark | undefined,
  pathOf: (open: PremiumOpen) => string | null | undefined,
): Promise<string | null | undefined> {
  if (!mark || mark.preview) return undefined;
  try {
    const open = await getData('/api/premium/open', {
      query: { kind, id },
      schema: premiumOpenSchema,
    });
    return pathOf(open) ?? null;
  } catch {
    return null;
  }
}

export type CourseFiles = { lessons: SaveRequest[]; files: SaveRequest[]; bytes: number };

/**
 * What "Study this semester offline" saves: each lesson's 360p MP4 (those whose ladder is
 * made) and each PDF of the subject's semester, with their total size (PDFs' from the list,
 * videos' asked of the server). A premium course's items come through their signed paths
 * for a student they open for; the locked ones are left out.
 */
export async function getCourseFiles(filter: CourseFilter) {
  const course = paths.courseContent.to(filter.subjectId, semesterTab(filter.semester));
  const listed = (await allPages((cursor) => getLessons({ filter, cursor }))).filter(
    (lesson) => lesson.stream.mp4,
  );
  const lessons = (
    await Promise.all(
      listed.map(async (lesson) => {
        const from = await signedSource(
          'lesson',
          lesson.id,
          lesson.premium,
          (open) => open.stream?.mp4,
        );
        if (from === null) return null;
        return {
          url: fileUrl(lesson.stream.mp4 ?? '', 'admin'),
          ...(from && { from: fileUrl(from, 'admin') }),
          kind: 'lesson' as const,
          id: lesson.id,
          title: { ar: lesson.name_ar, en: lesson.name_en },
          page: `${paths.courseMaterial.to(course, 'lesson')}?lesson=${lesson.id}`,
        };
      }),
    )
  ).filter((lesson) => lesson !== null);
  const pdfs = await Promise.all(
    PDF_MATERIAL_KINDS.map(async (kind) =>
      Promise.all(
        (await allPages((cursor) => getPdfMaterials({ kind, filter, cursor }))).map(
          async (material) => {
            const from = await signedSource(
              FILE_KIND_OF[kind],
              material.id,
              material.premium,
              (open) => open.file,
            );
            if (from === null) return null;
            return {
              request: {
                url: fileUrl(material.pdf_file, 'admin'),
                ...(from && { from: fileUrl(from, 'admin') }),
                kind: FILE_KIND_OF[kind],
                id: material.id,
                title: { ar: material.name_ar, en: material.name_en },
                page: paths.courseMaterial.to(course, MATERIAL_OF[kind]),
              },
              bytes: material.file_size,
            };
          },
        ),
      ),
    ),
  );
  const files = pdfs.flat().filter((file) => file !== null);
  const videoBytes = await Promise.all(
    lessons.map((lesson) => fileSize(lesson.from ?? lesson.url)),
  );
  const bytes =
    files.reduce((sum, file) => sum + file.bytes, 0) +
    videoBytes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
  return { lessons, files: files.map((file) => file.request), bytes } satisfies CourseFiles;
}
