import { sql } from 'drizzle-orm';
import { examAttempts } from '../db/schema.ts';

/**
 * The totals of an exam's submitted attempts, as select columns over `exam_attempts`: how
 * many, the average score and the pass rate. One definition for an exam's stats
 * (modules/exams) and a teacher's numbers on all their exams at once (modules/teacher-stats),
 * so both show the same figures. Attempts are counted by id, so a left join from exams
 * counts an exam nobody took as 0.
 */
export const submittedAttemptTotals = {
  attempts: sql<number>`count(${examAttempts.id})::int`,
  average: sql<number | null>`avg(${examAttempts.percent})::float`,
  passRate: sql<number | null>`avg(CASE WHEN ${examAttempts.passed} THEN 1 ELSE 0 END)::float`,
};
