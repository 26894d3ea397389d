import {
  teacherExamUploadSchema,
  teacherFileUploadSchema,
  teacherVideoUploadSchema,
  UPLOAD_LIMITS,
} from '@madrasa/contracts';
import { type Problems, problemsOf } from './profile-checks.ts';

/**
 * Spec §5 upload checks: the text fields by the server's schemas, the files here, with the
 * type and size limits of DESIGN.md §5, so a wrong or oversized file is refused before
 * minutes of uploading rather than after.
 */
type FileRule = { required: string; limit: number; accepts: (file: File) => boolean };

const pdf = (required: string): FileRule => ({
  required,
  limit: UPLOAD_LIMITS.pdf,
  accepts: (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
});
const image = (required: string): FileRule => ({
  required,
  limit: UPLOAD_LIMITS.image,
  accepts: (file) => file.type.startsWith('image/'),
});
const mp4 = (required: string): FileRule => ({
  required,
  limit: UPLOAD_LIMITS.video,
  accepts: (file) => file.type === 'video/mp4' || /\.mp4$/i.test(file.name),
});

export const checkFile = (file: File | null, rule: FileRule): string | undefined => {
  if (!file) return rule.required;
  if (!rule.accepts(file)) return 'error.unsupported_media_type';
  if (file.size > rule.limit) return 'error.payload_too_large';
  return undefined;
};

/** The schema's problems of the text fields, then each file's. */
function withFiles<F extends string>(
  problems: Problems<F>,
  files: [F, File | null, FileRule][],
): Problems<F> {
  for (const [name, file, rule] of files) {
    const problem = checkFile(file, rule);
    if (problem) problems[name] = problem;
  }
  return problems;
}

export type FileUploadValues = { file_name: string; file_type: string; file: File | null };

export const checkFileUpload = ({ file, ...fields }: FileUploadValues) =>
  withFiles(problemsOf<keyof FileUploadValues>(teacherFileUploadSchema, fields), [
    ['file', file, pdf('profiles.file_required')],
  ]);

export type LessonUploadValues = {
  lesson_title: string;
  thumbnail: File | null;
  video_file: File | null;
};

export const checkLessonUpload = ({ thumbnail, video_file, ...fields }: LessonUploadValues) =>
  withFiles(problemsOf<keyof LessonUploadValues>(teacherVideoUploadSchema, fields), [
    ['thumbnail', thumbnail, image('profiles.thumbnail_required')],
    ['video_file', video_file, mp4('profiles.video_required')],
  ]);

export type ExamUploadValues = {
  grade: string;
  lesson_name_ar: string;
  lesson_name_en: string;
  file: File | null;
};

export const checkExamUpload = ({ file, ...fields }: ExamUploadValues) =>
  withFiles(problemsOf<keyof ExamUploadValues>(teacherExamUploadSchema, fields), [
    ['file', file, pdf('profiles.exam_file_required')],
  ]);
