import type { UploadKind } from '../../lib/uploads/index.ts';

/**
 * Test support only: every route that takes files, as the OpenAPI document names it
 * (`METHOD /path/{id}`), with who may call it, text fields that pass validation and its
 * file fields in the order a browser sends them. mime-spoofing.test.ts fails when the
 * document has an upload route this table lacks, so a new one cannot go untested.
 */
export type Caller = 'admin' | 'teacher' | 'student';

export type UploadRoute = {
  caller: Caller;
  fields: (refs: { gradeId: number; subjectId: number }) => Record<string, string>;
  files: Record<string, UploadKind>;
  /** For a route on a row no upload creates: the JSON call that creates it, as the caller. */
  target?: { url: string; body: (refs: { subjectId: number }) => object };
};

const named = { name_ar: 'اسم', name_en: 'Name' };
const material = ({ subjectId }: { subjectId: number }) => ({
  subject_id: String(subjectId),
  ...named,
});

const adminCrud = (path: string, route: Omit<UploadRoute, 'caller'>) => ({
  [`POST ${path}`]: { caller: 'admin' as const, ...route },
  [`PATCH ${path}/{id}`]: { caller: 'admin' as const, ...route },
});

export const UPLOAD_ROUTES: Record<string, UploadRoute> = {
  ...adminCrud('/api/admin/subjects', {
    fields: ({ gradeId }) => ({ grade_id: String(gradeId), semester: 'first', ...named }),
    files: { image: 'image' },
  }),
  ...adminCrud('/api/admin/lessons', {
    fields: material,
    files: { image: 'image', video_mp4: 'video', captions_ar: 'captions', captions_en: 'captions' },
  }),
  ...Object.assign(
    {},
    ...['worksheets', 'exams', 'summaries', 'teacher-guides'].map((kind) =>
      adminCrud(`/api/admin/${kind}`, { fields: material, files: { pdf_file: 'pdf' } }),
    ),
  ),
  ...adminCrud('/api/admin/blogs', {
    fields: () => ({
      title_ar: 'عنوان',
      title_en: 'Title',
      topic_ar: 'موضوع',
      topic_en: 'Topic',
      content_ar: 'نص',
      content_en: 'Text',
    }),
    files: { image: 'image' },
  }),
  'POST /api/student/update-profile': {
    caller: 'student',
    fields: () => ({ about_you: 'I like physics.' }),
    files: { photo: 'image' },
  },
  'POST /api/teacher/update-profile': {
    caller: 'teacher',
    fields: () => ({ about_you: 'Physics teacher.' }),
    files: { photo: 'image' },
  },
  'POST /api/teacher-uploads': {
    caller: 'teacher',
    fields: () => ({ file_name: 'Algebra', file_type: 'summary' }),
    files: { file: 'pdf' },
  },
  'POST /api/teacher-video-uploads': {
    caller: 'teacher',
    fields: () => ({ lesson_title: 'Fractions' }),
    files: {
      thumbnail: 'image',
      video_file: 'video',
      captions_ar: 'captions',
      captions_en: 'captions',
    },
  },
  'POST /api/teacher-exam-uploads': {
    caller: 'teacher',
    fields: () => ({ grade: 'Grade 10', lesson_name_ar: 'الكسور', lesson_name_en: 'Fractions' }),
    files: { file: 'pdf' },
  },
  ...Object.fromEntries(
    (['admin', 'teacher'] as const).map((caller) => [
      `PUT /api/${caller}/exam-questions/{id}/image`,
      {
        caller,
        fields: () => ({}),
        files: { image: 'image' as const },
        target: {
          url: `/api/${caller}/exam-questions`,
          body: ({ subjectId }: { subjectId: number }) => ({
            subject_id: subjectId,
            semester: 'first',
            kind: 'true_false',
            stem: { ar: 'الأرض كروية.', en: '' },
            correct_options: [0],
          }),
        },
      },
    ]),
  ),
};

/**
 * Multipart routes that read a small file without storing it (question imports); their
 * refusals are tested with their module (question-import.test.ts).
 */
export const READ_FILE_ROUTES = [
  'POST /api/admin/exam-questions/import',
  'POST /api/teacher/exam-questions/import',
];

/** Mutating routes of the document that take no body at all (not uploads). */
export const NO_BODY_ROUTES = [
  'POST /api/logout',
  'POST /api/exam-attempts/{id}/finish',
  'POST /api/student/parent-link-code',
  'POST /api/teacher/classes/{id}/code',
  'POST /api/chat/ticket',
  'POST /api/admin/chat-reports/{id}/resolve',
  'POST /api/admin/cards/batches/{id}/void',
  'POST /api/admin/cards/{id}/void',
];
