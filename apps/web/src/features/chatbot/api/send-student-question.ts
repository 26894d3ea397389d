import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';

export type StudentQuestion = { student_id: number; question: string };

/** POST /api/student-questions with the session's bearer token; success is any 2xx. */
export const sendStudentQuestion = (question: StudentQuestion) =>
  apiRequest('/api/student-questions', { method: 'POST', body: question });

export const useSendStudentQuestion = () => useMutation({ mutationFn: sendStudentQuestion });
