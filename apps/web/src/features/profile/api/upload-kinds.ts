/** The three things a teacher uploads, with the endpoint each posts to and deletes from. */
export const UPLOAD_KINDS = {
  file: { path: '/api/teacher-uploads', list: 'files' },
  lesson: { path: '/api/teacher-video-uploads', list: 'videos' },
  exam: { path: '/api/teacher-exam-uploads', list: 'exams' },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
