import { SEMESTERS, type Semester } from '@madrasa/contracts';
import type { Database } from '../db/client.ts';
import { grades, subjects, subjectUnits, unitLessons } from '../db/schema.ts';
import { mapLimit } from '../lib/map-limit.ts';
import { SUBJECTS_BY_PHASE } from './data/curriculum.ts';
import { GRADES } from './data/grades.ts';
import type { GradeData, SubjectData } from './data/types.ts';
import type { SeedFiles } from './store-files.ts';

/** A subject row as inserted: one subject of one grade in one semester. */
export type SeededSubject = {
  id: number;
  grade: GradeData;
  semester: Semester;
  subject: SubjectData;
  order: number;
  imageAsset: string;
};

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`Seed: missing ${what}`);
  return value;
};

/** Grades, their subjects per semester, and each subject's units and unit lessons (the "book"). */
export async function seedCatalogue(db: Database, files: SeedFiles): Promise<SeededSubject[]> {
  const gradeRows = await db
    .insert(grades)
    .values(
      GRADES.map((grade, i) => ({
        name_ar: grade.name[0],
        name_en: grade.name[1],
        study_phase: grade.phase,
        grade_key: grade.key,
        sort_order: i + 1,
      })),
    )
    .returning({ id: grades.id, grade_key: grades.grade_key });
  const gradeId = new Map(gradeRows.map((row) => [row.grade_key, row.id]));

  const planned = GRADES.flatMap((grade) =>
    SEMESTERS.flatMap((semester) =>
      SUBJECTS_BY_PHASE[grade.phase].map((subject, order) => ({
        grade,
        semester,
        subject,
        order,
        gradeId: must(gradeId.get(grade.key), grade.key),
        imageAsset: `subjects/${subject.image}.webp`,
      })),
    ),
  );
  const images = await mapLimit(planned, {
    limit: 16,
    fn: (p) => files.asset(p.imageAsset, 'subjects'),
  });
  const subjectRows = await db
    .insert(subjects)
    .values(
      planned.map((p, i) => ({
        grade_id: p.gradeId,
        semester: p.semester,
        name_ar: p.subject.name[0],
        name_en: p.subject.name[1],
        image: images[i]?.key,
        sort_order: p.order,
      })),
    )
    .returning({
      id: subjects.id,
      grade_id: subjects.grade_id,
      semester: subjects.semester,
      sort_order: subjects.sort_order,
    });
  // Matched by natural key rather than trusting RETURNING to keep the VALUES order.
  const subjectId = new Map(
    subjectRows.map((r) => [`${r.grade_id}:${r.semester}:${r.sort_order}`, r.id]),
  );
  const seeded: SeededSubject[] = planned.map((p) => ({
    ...p,
    id: must(
      subjectId.get(`${p.gradeId}:${p.semester}:${p.order}`),
      `subject ${p.subject.name[1]}`,
    ),
  }));

  const unitRows = await db
    .insert(subjectUnits)
    .values(
      seeded.flatMap((s) =>
        s.subject[s.semester].map((unit, order) => ({
          subject_id: s.id,
          semester: s.semester,
          name_ar: unit.name[0],
          name_en: unit.name[1],
          sort_order: order,
        })),
      ),
    )
    .returning({
      id: subjectUnits.id,
      subject_id: subjectUnits.subject_id,
      sort_order: subjectUnits.sort_order,
    });
  const unitId = new Map(unitRows.map((r) => [`${r.subject_id}:${r.sort_order}`, r.id]));

  await db.insert(unitLessons).values(
    seeded.flatMap((s) =>
      s.subject[s.semester].flatMap((unit, unitOrder) =>
        unit.lessons.map((lesson, order) => ({
          unit_id: must(unitId.get(`${s.id}:${unitOrder}`), 'unit'),
          name_ar: lesson[0],
          name_en: lesson[1],
          sort_order: order,
        })),
      ),
    ),
  );
  return seeded;
}
