import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { computerExamItems, computerExams, examQuestions, teachers } from '../db/schema.ts';
import { EXAMS } from './data/exams.ts';
import type { SeededSubject } from './seed-catalogue.ts';
import type { SeedFiles } from './store-files.ts';

/** The demo computer-based exams (data/exams.ts), published, with their question bank. */
export async function seedExams(
  db: Database,
  { files, seeded }: { files: SeedFiles; seeded: SeededSubject[] },
): Promise<void> {
  const teacherEmails = EXAMS.flatMap((exam) => (exam.teacher ? [exam.teacher] : []));
  const teacherRows = teacherEmails.length
    ? await db
        .select({ id: teachers.id, email: teachers.email })
        .from(teachers)
        .where(inArray(teachers.email, teacherEmails))
    : [];
  const teacherId = new Map(teacherRows.map((row) => [row.email, row.id]));

  for (const exam of EXAMS) {
    const subjects = seeded.filter(
      (s) =>
        s.subject.image === exam.subject &&
        s.semester === 'first' &&
        exam.grades.includes(s.grade.key),
    );
    for (const subject of subjects) {
      const [row] = await db
        .insert(computerExams)
        .values({
          subject_id: subject.id,
          semester: subject.semester,
          title_ar: exam.title[0],
          title_en: exam.title[1],
          duration_minutes: exam.duration,
          min_minutes: exam.bounds?.[0] ?? null,
          max_minutes: exam.bounds?.[1] ?? null,
          passing_percent: exam.passing,
          attempts_allowed: exam.attempts ?? null,
          published: true,
          teacher_id: exam.teacher ? (teacherId.get(exam.teacher) ?? null) : null,
        })
        .returning({ id: computerExams.id, teacher_id: computerExams.teacher_id });
      if (!row) continue;
      let position = 0;
      for (const question of exam.questions) {
        const image = question.image ? await files.asset(question.image, 'exams') : null;
        const [stored] = await db
          .insert(examQuestions)
          .values({
            subject_id: subject.id,
            semester: subject.semester,
            difficulty: question.difficulty ?? 'medium',
            kind: question.kind,
            stem_ar: question.stem[0],
            stem_en: question.stem[1],
            options: (question.options ?? []).map(([ar, en]) => ({ ar, en })),
            correct_options: [...(question.correct ?? [])],
            numeric_answer: question.numeric?.value ?? null,
            numeric_tolerance: question.numeric?.tolerance ?? 0,
            explanation_ar: question.explanation[0],
            explanation_en: question.explanation[1],
            image_path: image?.key ?? null,
            marks: question.marks ?? 1,
            teacher_id: row.teacher_id,
          })
          .returning({ id: examQuestions.id });
        if (!stored) continue;
        position += 1;
        await db
          .insert(computerExamItems)
          .values({ exam_id: row.id, question_id: stored.id, position });
      }
    }
  }
}
