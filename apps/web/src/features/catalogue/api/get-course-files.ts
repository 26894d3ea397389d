import { PDF_MATERIAL_KINDS, type PdfMaterialKind } from '@madrasa/contracts';
import { type CourseMaterial, paths } from '@/config/paths.ts';
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

export type CourseFiles = { lessons: SaveRequest[]; files: SaveRequest[]; bytes: number };

/**
 * What "Study this semester offline" saves: each lesson's 360p MP4 (those whose ladder is
 * made) and each PDF of the subject's semester, with their total size (PDFs' from the list,
 * videos' asked of the server).
 */
export async function getCourseFiles(filter: CourseFilter) {
  const course = paths.courseContent.to(filter.subjectId, semesterTab(filter.semester));
  const lessons = (await allPages((cursor) => getLessons({ filter, cursor })))
    .filter((lesson) => lesson.stream.mp4)
    .map((lesson) => ({
      url: fileUrl(lesson.stream.mp4 ?? '', 'admin'),
      kind: 'lesson' as const,
      id: lesson.id,
      title: { ar: lesson.name_ar, en: lesson.name_en },
      page: `${paths.courseMaterial.to(course, 'lesson')}?lesson=${lesson.id}`,
    }));
  const pdfs = await Promise.all(
    PDF_MATERIAL_KINDS.map(async (kind) =>
      (await allPages((cursor) => getPdfMaterials({ kind, filter, cursor }))).map((material) => ({
        request: {
          url: fileUrl(material.pdf_file, 'admin'),
          kind: FILE_KIND_OF[kind],
          id: material.id,
          title: { ar: material.name_ar, en: material.name_en },
          page: paths.courseMaterial.to(course, MATERIAL_OF[kind]),
        },
        bytes: material.file_size,
      })),
    ),
  );
  const files = pdfs.flat();
  const videoBytes = await Promise.all(lessons.map((lesson) => fileSize(lesson.url)));
  const bytes =
    files.reduce((sum, file) => sum + file.bytes, 0) +
    videoBytes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
  return { lessons, files: files.map((file) => file.request), bytes } satisfies CourseFiles;
}
