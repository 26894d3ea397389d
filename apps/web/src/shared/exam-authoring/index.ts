/**
 * The question bank and exam editor, one piece for its two hosts: the admin console
 * (editors, every exam) and the teacher's profile (their own). Each host passes the
 * request function of its session.
 */
export type { AuthoringHost } from './authoring-api.ts';
export { ExamAuthoring, type ExamNumbers } from './exam-authoring.tsx';
