import type { AdminLesson, AdminSubject } from '@madrasa/contracts';
import { videoStream } from '@/test/video-stream.ts';
import { saveAdminSession } from '../lib/admin-session.ts';

export const ADMIN = { id: 1, name: 'Lama Admin', email: 'admin@madrasa.test' };

export const signInAdmin = () => saveAdminSession({ token: 'admin-token-123456', admin: ADMIN });

export const subjectRow = (id: number, name_en: string): AdminSubject => ({
  id,
  grade_id: 3,
  semester: 'first',
  name_ar: `مادة ${id}`,
  name_en,
  image: null,
  grade: { id: 3, name_ar: 'الصف الثالث', name_en: 'Third Grade' },
});

export const page = <T>(data: T[], next_cursor: string | null = null) => ({
  status: 'success',
  data,
  next_cursor,
});

export const lessonRow = (id: number, name_en: string, overrides: Partial<AdminLesson> = {}) =>
  ({
    id,
    subject_id: 40,
    semester: 'first',
    name_ar: `درس ${id}`,
    name_en,
    image: null,
    video_mp4: `/storage/lessons/videos/${id}.mp4`,
    video_size: 4096,
    stream: videoStream(),
    grade: { id: 3, name_ar: 'الصف الثالث', name_en: 'Third Grade' },
    subject: { id: 40, name_ar: 'الرياضيات', name_en: 'Mathematics' },
    premium: null,
    ...overrides,
  }) satisfies AdminLesson;
