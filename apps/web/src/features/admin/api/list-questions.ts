import type { AdminQuestion, HandledFilter } from '@madrasa/contracts';
import { useAdminList } from './admin-list.ts';

export type QuestionFilters = { status: HandledFilter; grade_id?: number; student_id?: number };

/** GET /api/admin/student-questions: newest first, by grade, student and answered state. */
export const useAdminQuestions = (filters: QuestionFilters) =>
  useAdminList<AdminQuestion>({ table: 'student-questions', path: '/student-questions', filters });
