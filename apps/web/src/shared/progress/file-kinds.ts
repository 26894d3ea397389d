import type { FileKind, PdfMaterialKind } from '@madrasa/contracts';

/** The progress kind of each catalogue PDF list (the lists are named by their API path). */
export const FILE_KIND_OF: Record<PdfMaterialKind, FileKind> = {
  worksheets: 'worksheet',
  exams: 'exam',
  summaries: 'summary',
  'teacher-guides': 'teacher_guide',
};
