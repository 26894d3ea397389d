import {
  type AdminCatalogueTable,
  gradeNamesSchema,
  materialFieldsSchema,
  subjectFieldsSchema,
  unitFieldsSchema,
  unitLessonFieldsSchema,
} from '@madrasa/contracts';
import type { z } from 'zod';

export type Filter = 'grade' | 'semester' | 'subject' | 'unit';
/** The row a new row hangs under: chosen in the form through grade → subject → unit. */
export type Parent = 'grade' | 'subject' | 'unit' | null;

export type FileSpec =
  | {
      name: 'image' | 'video_mp4' | 'pdf_file';
      accept: string;
      /** Needed on create; on edit a new file only replaces the old one. */
      required?: boolean;
    }
  /** A lesson's captions are never needed. */
  | { name: 'captions_ar' | 'captions_en'; accept: string; required?: false };

export type TableConfig = {
  schema: z.ZodType<Record<string, string | number>, Record<string, unknown>>;
  filters: Filter[];
  parent: Parent;
  files: FileSpec[];
  canCreate: boolean;
  canDelete: boolean;
  /** The delete dialog first asks what the row would take along. */
  dependents?: 'subjects' | 'subject-units';
};

const IMAGE = 'image/jpeg,image/png,image/webp';
/** WebVTT; the server checks the cues and answers a 422 on the field for a broken file. */
const CAPTIONS = '.vtt,text/vtt';
const PDF: FileSpec = { name: 'pdf_file', accept: 'application/pdf', required: true };
const MATERIAL_FILTERS: Filter[] = ['grade', 'semester', 'subject'];

const pdfTable: TableConfig = {
  schema: materialFieldsSchema,
  filters: MATERIAL_FILTERS,
  parent: 'subject',
  files: [PDF],
  canCreate: true,
  canDelete: true,
};

/** What each catalogue table lets an editor do, and how its form is built. */
export const TABLE_CONFIG: Record<AdminCatalogueTable, TableConfig> = {
  grades: {
    schema: gradeNamesSchema,
    filters: [],
    parent: null,
    files: [],
    canCreate: false,
    canDelete: false,
  },
  subjects: {
    schema: subjectFieldsSchema,
    filters: ['grade', 'semester'],
    parent: 'grade',
    files: [{ name: 'image', accept: IMAGE }],
    canCreate: true,
    canDelete: true,
    dependents: 'subjects',
  },
  'subject-units': {
    schema: unitFieldsSchema,
    filters: MATERIAL_FILTERS,
    parent: 'subject',
    files: [],
    canCreate: true,
    canDelete: true,
    dependents: 'subject-units',
  },
  'unit-lessons': {
    schema: unitLessonFieldsSchema,
    filters: [...MATERIAL_FILTERS, 'unit'],
    parent: 'unit',
    files: [],
    canCreate: true,
    canDelete: true,
  },
  lessons: {
    ...pdfTable,
    files: [
      { name: 'image', accept: IMAGE },
      { name: 'video_mp4', accept: 'video/mp4', required: true },
      { name: 'captions_ar', accept: CAPTIONS },
      { name: 'captions_en', accept: CAPTIONS },
    ],
  },
  worksheets: pdfTable,
  exams: pdfTable,
  summaries: pdfTable,
  'teacher-guides': pdfTable,
};
