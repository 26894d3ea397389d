import type { Database } from '../../db/client.ts';
import { studentQuestions } from '../../db/schema.ts';

/** Stores a student's expected exam question for the admins to read. */
export async function saveStudentQuestion(
  db: Database,
  { studentId, question }: { studentId: number; question: string },
) {
  const [row] = await db
    .insert(studentQuestions)
    .values({ student_id: studentId, question })
    .returning({
      id: studentQuestions.id,
      student_id: studentQuestions.student_id,
      question: studentQuestions.question,
      created_at: studentQuestions.created_at,
    });
  if (!row) throw new Error('student question not stored');
  return { ...row, created_at: row.created_at.toISOString() };
}
