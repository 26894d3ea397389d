import type { AdminCatalogueTable } from '@madrasa/contracts';

/** Each catalogue table's name in the console (a key of the admin texts). */
export const TABLE_TITLES = {
  grades: 'tables.grades',
  subjects: 'tables.subjects',
  'subject-units': 'tables.subject-units',
  'unit-lessons': 'tables.unit-lessons',
  lessons: 'tables.lessons',
  worksheets: 'tables.worksheets',
  exams: 'tables.exams',
  summaries: 'tables.summaries',
  'teacher-guides': 'tables.teacher-guides',
} as const satisfies Record<AdminCatalogueTable, string>;
