import type { DrawRule, Semester } from '@madrasa/contracts';
import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { examQuestions } from '../../db/schema.ts';

/**
 * Random-draw exams: each attempt draws its own questions from the bank of the exam's
 * author (a teacher's own questions; for an editors' exam, the editors' questions), of the
 * exam's subject and semester, rule by rule, never the same question twice.
 */
export type DrawSource = { subjectId: number; semester: Semester; teacherId: number | null };

const matching = (source: DrawSource, rule: DrawRule) =>
  and(
    eq(examQuestions.subject_id, source.subjectId),
    eq(examQuestions.semester, source.semester),
    source.teacherId === null
      ? isNull(examQuestions.teacher_id)
      : eq(examQuestions.teacher_id, source.teacherId),
    rule.unit_id === null ? undefined : eq(examQuestions.unit_id, rule.unit_id),
    rule.difficulty === null ? undefined : eq(examQuestions.difficulty, rule.difficulty),
  );

/** How many bank questions a rule can draw from. */
export async function drawPoolSize(db: Database, source: DrawSource, rule: DrawRule) {
  const [row] = await db.select({ n: count() }).from(examQuestions).where(matching(source, rule));
  return Number(row?.n ?? 0);
}

type Reader = Pick<Database, 'select'>;

/** One attempt's questions, in the order drawn (a question the bank has lost is skipped). */
export async function drawQuestions(
  db: Reader,
  source: DrawSource,
  rules: DrawRule[],
): Promise<number[]> {
  const drawn: number[] = [];
  for (const rule of rules) {
    const rows = await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(
        and(
          matching(source, rule),
          drawn.length > 0 ? notInArray(examQuestions.id, drawn) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(rule.count);
    drawn.push(...rows.map((row) => row.id));
  }
  return drawn;
}

/** The questions an exam asks: a draw's total, or the fixed list's length. */
export const drawTotal = (rules: DrawRule[] | null) =>
  rules?.reduce((total, rule) => total + rule.count, 0) ?? null;
