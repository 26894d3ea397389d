import {
  teacherExamUploadSchema,
  teacherFileUploadSchema,
  teacherVideoUploadSchema,
} from '@madrasa/contracts';
import type { ReceivedUpload } from '../../lib/uploads/index.ts';
import { captionFiles } from '../../lib/video/video-upload.ts';

/** What each upload form sends (docs/product.md §7 "Uploads"), and where its files are stored. */
export const FILE_UPLOAD = {
  fields: teacherFileUploadSchema,
  files: { file: { kind: 'pdf', folder: 'teachers/files', required: 'profiles.file_required' } },
} as const;

export const VIDEO_UPLOAD = {
  fields: teacherVideoUploadSchema,
  files: {
    thumbnail: {
      kind: 'image',
      folder: 'teachers/thumbnails',
      required: 'profiles.thumbnail_required',
    },
    video_file: { kind: 'video', folder: 'teachers/videos', required: 'profiles.video_required' },
    ...captionFiles('teachers/captions'),
  },
} as const;

export const EXAM_UPLOAD = {
  fields: teacherExamUploadSchema,
  files: {
    file: { kind: 'pdf', folder: 'teachers/exams', required: 'profiles.exam_file_required' },
  },
} as const;

type Received<Spec extends typeof FILE_UPLOAD | typeof VIDEO_UPLOAD | typeof EXAM_UPLOAD> =
  ReceivedUpload<Spec['fields'], Spec['files']>;
export type FileUpload = Received<typeof FILE_UPLOAD>;
export type VideoUpload = Received<typeof VIDEO_UPLOAD>;
export type ExamUpload = Received<typeof EXAM_UPLOAD>;

/** The year in Jordan, which names exams uploaded there around midnight on 31 December. */
export const currentYear = (now = new Date()): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Amman', year: 'numeric' }).format(now));
