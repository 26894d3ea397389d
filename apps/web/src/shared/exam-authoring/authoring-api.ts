import {
  type BankQuestion,
  bankQuestionSchema,
  type ExamDraft,
  type ExamStats,
  examSaved,
  examStatsSchema,
  type QuestionDraft,
  type Semester,
} from '@madrasa/contracts';
import { z } from 'zod';
import type { RequestOptions } from '@/shared/lib/api-client.ts';

/**
 * The question bank and exams of one author: editors in the admin console
 * (`/api/admin/…`, the admin's token) or a teacher on their profile (`/api/teacher/…`,
 * their own questions and exams only). The host gives the request function of its session.
 */
export type AuthoringHost = {
  /** Calls `/api/<role><path>` with the host's session; resolves to the parsed JSON body. */
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** Every query of this host starts here, so signing out drops them together. */
  queryRoot: string;
};

export type AuthoredExam = z.infer<typeof examSaved.shape.data>;
export type Scope = { subjectId: number; semester: Semester };

type Envelope<T> = { data: T; message: string };
const bankList = z.array(bankQuestionSchema);
const examList = z.array(examSaved.shape.data);

export const authoringKeys = {
  bank: (host: AuthoringHost, scope: Scope) => [host.queryRoot, 'exam-questions', scope],
  exams: (host: AuthoringHost, scope: Scope) => [host.queryRoot, 'computer-exams', scope],
  stats: (host: AuthoringHost, id: number) => [host.queryRoot, 'computer-exams', 'stats', id],
};

const scopeQuery = (scope: Scope) => ({ subject_id: scope.subjectId, semester: scope.semester });

export const listBank = async (host: AuthoringHost, scope: Scope, signal?: AbortSignal) =>
  bankList.parse(
    (await host.request<Envelope<unknown>>('/exam-questions', { query: scopeQuery(scope), signal }))
      .data,
  );

export const listAuthoredExams = async (host: AuthoringHost, scope: Scope, signal?: AbortSignal) =>
  examList.parse(
    (await host.request<Envelope<unknown>>('/computer-exams', { query: scopeQuery(scope), signal }))
      .data,
  );

export const getExamStats = async (host: AuthoringHost, id: number, signal?: AbortSignal) =>
  examStatsSchema.parse(
    (await host.request<Envelope<ExamStats>>(`/computer-exams/${id}/stats`, { signal })).data,
  );

/** Creates (no id) or rewrites a question; resolves to the saved question and the server's message. */
export const saveQuestion = (host: AuthoringHost, draft: QuestionDraft, id?: number) =>
  host.request<Envelope<BankQuestion>>(id ? `/exam-questions/${id}` : '/exam-questions', {
    method: id ? 'PUT' : 'POST',
    body: draft,
  });

export const setQuestionImage = (host: AuthoringHost, id: number, image: File | null) => {
  if (!image)
    return host.request<Envelope<BankQuestion>>(`/exam-questions/${id}/image`, {
      method: 'DELETE',
    });
  const form = new FormData();
  form.append('image', image);
  return host.request<Envelope<BankQuestion>>(`/exam-questions/${id}/image`, {
    method: 'PUT',
    body: form,
  });
};

export const deleteQuestion = (host: AuthoringHost, id: number) =>
  host.request<{ message: string }>(`/exam-questions/${id}`, { method: 'DELETE' });

export const saveExam = (host: AuthoringHost, draft: ExamDraft, id?: number) =>
  host.request<Envelope<AuthoredExam>>(id ? `/computer-exams/${id}` : '/computer-exams', {
    method: id ? 'PUT' : 'POST',
    body: draft,
  });

export const deleteExam = (host: AuthoringHost, id: number) =>
  host.request<{ message: string }>(`/computer-exams/${id}`, { method: 'DELETE' });

export type TemplateFormat = 'xlsx' | 'csv';

/** Downloads the import template (it needs the author's session, so not a plain link). */
export async function downloadTemplate(host: AuthoringHost, format: TemplateFormat) {
  const blob = await host.request<Blob>('/exam-questions/template', {
    query: { format },
    as: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `madrasa-questions-template.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Imports a CSV or XLSX file into the bank: all its rows, or none when any has an error. */
export const importQuestions = (host: AuthoringHost, scope: Scope, file: File) => {
  const form = new FormData();
  form.append('subject_id', String(scope.subjectId));
  form.append('semester', scope.semester);
  form.append('file', file);
  return host.request<Envelope<{ created: number }>>('/exam-questions/import', {
    method: 'POST',
    body: form,
  });
};
